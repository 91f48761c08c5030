import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as zm from 'zod/mini';
import type { TranslatedValidationError } from './validation';

describe('request validation', () => {
  const before = { ...z.config() };

  afterEach(() => {
    z.config(before);
  });

  it('answers zod/mini schemas with English texts without relying on classic zod', async () => {
    z.config({ localeError: undefined });
    vi.resetModules();
    const { validatorCompiler } = await import('./validation');
    const validate = validatorCompiler({
      schema: zm.object({ name: zm.string() }),
      method: 'POST',
      url: '/',
      httpPart: 'body',
    });
    const result = validate({ name: 12 }) as { error?: TranslatedValidationError[] };
    expect(result.error?.[0]?.message).toBe('Invalid input: expected string, received number');
    expect(result.error?.[0]?.params.th).toMatch(/[\u0E00-\u0E7F]/);
  });
});

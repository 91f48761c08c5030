import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { LineTextSchema } from '../common/text.schema.js';
import { contractIssueMessage } from './issue-message.js';

describe('contractIssueMessage', () => {
  it("answers a contract check's catalogue text in the parse's language", () => {
    const messageIn = (locale: string) =>
      LineTextSchema.safeParse('a\u0000b', { error: contractIssueMessage(locale) }).error
        ?.issues[0]?.message;
    expect(messageIn('en')).toMatch(/not allowed/);
    expect(messageIn('th')).toMatch(/[\u0E00-\u0E7F]/);
  });

  it("leaves every other issue to zod's own texts", () => {
    const result = z.string().safeParse(12, { error: contractIssueMessage('en') });
    expect(result.error?.issues[0]?.code).toBe('invalid_type');
    const custom = z
      .string()
      .check(z.refine(() => false, { params: { code: 'NOT_A_CODE' } }))
      .safeParse('x', { error: contractIssueMessage('en') });
    expect(custom.error?.issues[0]?.message).not.toMatch(/not allowed/);
  });
});

// Reading a service's configuration: the same rules for the ordering API and the bff.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/** Finds the workspace root (the folder with pnpm-workspace.yaml) above `start`, else the working folder. */
export function findRepoRoot(start = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export class EnvError extends Error {
  constructor(
    readonly issues: string[],
    what = 'configuration',
  ) {
    super(`Invalid ${what}:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Validates the configuration with `schema`. Empty strings count as "not set", so a blank line in
 * an env file falls back to the default.
 */
export function parseEnv<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>, what?: string): z.output<S> {
  const cleaned: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== '') cleaned[key] = value;
  }
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
      what,
    );
  }
  return result.data;
}

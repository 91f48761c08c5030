import type * as z from 'zod/mini';
import { carriesTextRule } from './text.schema.js';

/**
 * Every string a request schema accepts, found by walking the schema, with whether it carries the
 * text rule: what the contract's guard test checks (ADR 035).
 */
export interface StringLeaf {
  /** Where the string sits: object keys and array indexes; '{key}' is a record's key, '*' a field beyond the shape. */
  readonly path: readonly (string | number)[];
  /** Whether it carries the text rule, or is one of a closed set of words (a query boolean). */
  readonly guarded: boolean;
}

type Schema = z.core.$ZodType;
type Path = readonly (string | number)[];

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;

function walk(schema: Schema, path: Path, seen: ReadonlySet<Schema>, leaves: StringLeaf[]): void {
  if (seen.has(schema)) return;
  const onPath = new Set(seen).add(schema);
  const def = defOf(schema);
  const next = (child: unknown, childPath: Path = path) =>
    walk(child as Schema, childPath, onPath, leaves);

  switch (def.type) {
    case 'string':
      leaves.push({ path, guarded: carriesTextRule(schema) });
      return;
    // Whatever passes unread (a loose object's other fields) may be text without the rule.
    case 'unknown':
    case 'any':
    case 'custom':
      leaves.push({ path, guarded: false });
      return;
    case 'object':
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
        next(field, [...path, key]);
      }
      // Fields beyond the shape (`z.catchall`); a strict object's is `never`, which holds no text.
      if (def.catchall) next(def.catchall, [...path, '*']);
      return;
    case 'array':
      next(def.element, [...path, 0]);
      return;
    case 'tuple':
      (def.items as Schema[]).forEach((item, index) => next(item, [...path, index]));
      if (def.rest) next(def.rest, [...path, (def.items as Schema[]).length]);
      return;
    case 'record':
      next(def.keyType, [...path, '{key}']);
      next(def.valueType, [...path, 'key']);
      return;
    case 'union':
      for (const option of def.options as Schema[]) next(option);
      return;
    case 'intersection':
      next(def.left);
      next(def.right);
      return;
    case 'pipe':
      // A query boolean (`z.stringbool`): the text must be one of a closed set of words.
      if (
        defOf(def.in as Schema).type === 'string' &&
        defOf(def.out as Schema).type === 'boolean'
      ) {
        leaves.push({ path, guarded: true });
        return;
      }
      next(def.in);
      next(def.out);
      return;
    case 'lazy':
      next((def.getter as () => Schema)());
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      next(def.innerType);
      return;
    default:
      return;
  }
}

/** The strings of a request schema, each with whether it carries the text rule. */
export function stringLeaves(schema: Schema): StringLeaf[] {
  const leaves: StringLeaf[] = [];
  walk(schema, [], new Set(), leaves);
  return leaves;
}

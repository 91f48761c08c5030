import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '@/config/paths';
import { ROUTE_TEXTS, SHELL_NAMESPACES } from '@/config/route-texts';
import { loadTexts } from './texts';
import { NAMESPACES, TEXT_FILES, type Texts } from './text-files';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*-?\s*([\w.]+)[^}]*\}\}/g;

/** Every text of a namespace by its dotted key. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null)
      for (const entry of flatten(value as Texts, path)) flat.set(...entry);
    else flat.set(path, String(value));
  }
  return flat;
}

/**
 * A namespace's texts by key without its plural suffix: each with the plural forms it has and the
 * placeholders its forms use.
 */
async function textsOf(lang: Lang, ns: string) {
  const byKey = new Map<string, { forms: Set<string>; placeholders: Set<string> }>();
  for (const [key, text] of flatten(await loadTexts(lang, ns))) {
    const base = key.replace(PLURAL, '');
    const entry = byKey.get(base) ?? { forms: new Set<string>(), placeholders: new Set<string>() };
    const form = PLURAL.exec(key)?.[1];
    if (form) entry.forms.add(form);
    for (const match of text.matchAll(PLACEHOLDER))
      if (match[1] !== 'count') entry.placeholders.add(match[1] ?? '');
    byKey.set(base, entry);
  }
  return byKey;
}

describe('the texts', () => {
  it('has each namespace in Thai and in English, one file each', () => {
    const files = [...TEXT_FILES.values()].map((entry) => entry.file);
    expect(new Set(files).size).toBe(files.length);
    expect(NAMESPACES).toEqual(
      expect.arrayContaining(['common', 'errors', 'layout', 'pages', 'catalogue', 'home']),
    );
    for (const ns of NAMESPACES)
      for (const lang of LANGS) expect(TEXT_FILES.has(`${lang}/${ns}`), `${lang}/${ns}`).toBe(true);
    expect(TEXT_FILES.size).toBe(NAMESPACES.length * LANGS.length);
  });

  it.each(NAMESPACES)(
    'has the same keys and placeholders in Thai and English in %s (plural forms aside)',
    async (ns) => {
      const th = await textsOf('th', ns);
      const en = await textsOf('en', ns);
      expect([...th.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, thai] of th)
        expect([...thai.placeholders].sort(), key).toEqual(
          [...(en.get(key)?.placeholders ?? [])].sort(),
        );
    },
  );

  it.each(NAMESPACES)(
    "gives each plural text in %s the forms of each language's plural rules",
    async (ns) => {
      for (const lang of LANGS) {
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const [key, { forms }] of await textsOf(lang, ns)) {
          if (forms.size === 0) continue;
          // `_zero` is i18next's own form for a count of 0, in any language.
          const expected = [...categories, ...(forms.has('zero') ? ['zero'] : [])];
          expect([...forms].sort(), `${lang} ${ns}:${key}`).toEqual([...new Set(expected)].sort());
        }
      }
    },
  );

  it('has the namespaces the start-up and the route table name', () => {
    const named = [...SHELL_NAMESPACES, ...Object.values(ROUTE_TEXTS).flat()];
    expect(named.filter((ns) => !NAMESPACES.includes(ns))).toEqual([]);
  });
});

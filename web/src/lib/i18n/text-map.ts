// A map of text files by `<lang>/<namespace>`, from an `import.meta.glob` of locale files.

export type Texts = Record<string, unknown>;

const FILE = /\/locales\/(th|en)\/([\w-]+)\.json$/;

/** The loader of each namespace's texts in each language, by `<lang>/<namespace>`. */
export function textFiles(
  files: Record<string, () => Promise<Texts>>,
): Map<string, { file: string; load: () => Promise<Texts> }> {
  const map = new Map<string, { file: string; load: () => Promise<Texts> }>();
  for (const [file, load] of Object.entries(files)) {
    const match = FILE.exec(file);
    if (match) map.set(`${match[1]}/${match[2]}`, { file, load });
  }
  return map;
}

export type LocaleTree = { [key: string]: string | LocaleTree };

/** `{ a: { b: 'x' } }` → `Map { 'a.b' => 'x' }` */
export function flattenLocale(tree: LocaleTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [childPath, text] of flattenLocale(value, path)) entries.set(childPath, text);
  }
  return entries;
}

/** `{{name}}` variables of a text, sorted. */
const variablesOf = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

/**
 * What every pair of English and Russian texts must agree on: the same keys, none empty, and the
 * same `{{variables}}` in each text. Returns the differences (empty when they agree).
 */
export function localeMismatches(enTree: LocaleTree, ruTree: LocaleTree): string[] {
  const en = flattenLocale(enTree);
  const ru = flattenLocale(ruTree);
  const problems: string[] = [];
  for (const key of en.keys()) if (!ru.has(key)) problems.push(`ru lacks ${key}`);
  for (const key of ru.keys()) if (!en.has(key)) problems.push(`en lacks ${key}`);
  for (const [key, text] of [...en, ...ru])
    if (text.trim() === '') problems.push(`${key} is empty`);
  for (const [key, text] of en) {
    const other = ru.get(key);
    if (other !== undefined && variablesOf(other).join() !== variablesOf(text).join()) {
      problems.push(`${key}: variables differ`);
    }
  }
  return problems;
}

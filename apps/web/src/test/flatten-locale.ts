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

/**
 * Every `namespace:key` literal in the given source texts, for the namespaces named, in order of
 * appearance. A key counts between single or double quotes, and between backticks unless
 * `backticks` is false.
 */
export function literalKeys(
  texts: readonly string[],
  namespaces: readonly string[],
  { backticks = true }: { backticks?: boolean } = {},
): string[] {
  const quote = backticks ? `['"\`]` : `['"]`;
  const pattern = new RegExp(`${quote}((?:${namespaces.join('|')}):[\\w.]+)${quote}`, 'g');
  return texts.flatMap((text) => [...text.matchAll(pattern)].map((m) => m[1]!));
}

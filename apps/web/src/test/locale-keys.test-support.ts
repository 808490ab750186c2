import { PAGES } from '@eqmp/domain';
import { hasKey } from '@eqmp/locales';
import { expect } from 'vitest';

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

/** The title keys of the pages whose titles are in `namespace`, in the order of the page table. */
export function pageTitleKeys(namespace: string): string[] {
  return PAGES.filter((p) => p.titleKey.startsWith(`${namespace}:`)).map((p) => p.titleKey);
}

/**
 * Checks that `keys` holds more than `atLeast` keys (so the search found the feature's keys at
 * all) and that the catalogue has a text for each of them (parity of the two languages is checked
 * in packages/locales).
 */
export function expectKnownKeys(keys: readonly string[], atLeast = 0): void {
  expect(keys.length).toBeGreaterThan(atLeast);
  expect(keys.filter((key) => !hasKey(key))).toEqual([]);
}

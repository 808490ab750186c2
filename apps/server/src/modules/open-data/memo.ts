/**
 * Keeps what `build` answers for `ttlMs` per key (the promise itself, so callers arriving while it
 * is built share one build; a failed build is dropped at once). Open data's layers are what the
 * public pages show, which are at most a minute old too: a GIS client paging through a layer, or
 * many clients at once, cost one reading of the database a minute.
 */
export function createMemo<T>(now: () => number, ttlMs: number) {
  const kept = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, build: () => Promise<T>): Promise<T> {
      const found = kept.get(key);
      if (found && now() - found.at < ttlMs) return found.value;
      const value = build();
      kept.set(key, { at: now(), value });
      value.catch(() => kept.delete(key));
      return value;
    },
  };
}

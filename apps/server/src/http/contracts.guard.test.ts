import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * API entries carry their contracts (docs/architecture.md, "The contract"): a server route is
 * registered with `routeOf(API.x, doc)`, whose schemas are the entry's, and the web calls it
 * with `callApi('x', input)`, typed by the same entry. Every route and call does so now: a file
 * that registers a route with a schema of its own, or calls `apiRequest<T>` with a type of the
 * caller's choosing, fails. (The lists below name files allowed to lag; they are empty.)
 */
const SERVER_SRC = fileURLToPath(new URL('../', import.meta.url));
const WEB_SRC = fileURLToPath(new URL('../../../web/src/', import.meta.url));

const SERVER_NOT_YET = new Set<string>();

const WEB_NOT_YET = new Set<string>();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function filesMatching(root: string, pattern: RegExp, skip: readonly string[] = []): string[] {
  return sourceFiles(root)
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((path) => !skip.includes(path) && pattern.test(readFileSync(join(root, path), 'utf8')))
    .sort();
}

function judge(found: readonly string[], notYet: ReadonlySet<string>) {
  return {
    newOldStyle: found.filter((path) => !notYet.has(path)),
    movedButListed: [...notYet].filter((path) => !found.includes(path)),
  };
}

describe('API entries carry their contracts', () => {
  it('registers server routes from their entries (routeOf), not with a schema of their own', () => {
    const found = filesMatching(SERVER_SRC, /\.\.\.API(\.|\[)/);
    expect(judge(found, SERVER_NOT_YET)).toEqual({ newOldStyle: [], movedButListed: [] });
  });

  it('calls the API from the web through its entries (callApi), not with a type of its own', () => {
    const found = filesMatching(WEB_SRC, /\b(apiRequest|uploadFile|uploadFileWithProgress)</, [
      'lib/api-client.ts',
    ]);
    expect(judge(found, WEB_NOT_YET)).toEqual({ newOldStyle: [], movedButListed: [] });
  });
});

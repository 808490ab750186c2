import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The module shape (docs/architecture.md): routes read the request and call a service; services
 * hold the rules; SQL is written only in repositories (`*.repository.ts`) and the read model
 * (`modules/values`). Route files hold no SQL and open no transaction; no other file writes SQL
 * outside a repository.
 */
const MODULES = fileURLToPath(new URL('./', import.meta.url));
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto)\(|\bsql(<[^>]*>)?`/;
const TRANSACTION = /\.transaction\(\)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/\.test\.ts$|fixtures|test-support/.test(entry.name)
      ? [relative(MODULES, path).split(sep).join('/')]
      : [];
  });
}

const text = (path: string) => readFileSync(join(MODULES, path), 'utf8');
const isRepository = (path: string) =>
  path.endsWith('.repository.ts') || path.startsWith('values/');

describe('the module shape', () => {
  const files = sourceFiles(MODULES);

  it('keeps SQL and transactions out of route files', () => {
    const routes = files.filter((path) => path.endsWith('.routes.ts'));
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((path) => SQL.test(text(path)) || TRANSACTION.test(text(path)))).toEqual(
      [],
    );
  });

  it('writes SQL only in repositories and the read model', () => {
    expect(files.filter((path) => !isRepository(path) && SQL.test(text(path)))).toEqual([]);
  });
});

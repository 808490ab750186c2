import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The module shape (docs/architecture.md): routes read the request and call a service; services
 * hold the rules; SQL is written only in repositories (`*.repository.ts`) and the read model
 * (`modules/values`). Route files hold no SQL and open no transaction. The files below still
 * write SQL beside their rules; the list only shrinks: a new file that writes SQL outside a
 * repository fails, and a file whose SQL moved to its repository must leave the list.
 */
const MODULES = fileURLToPath(new URL('./', import.meta.url));
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto)\(|\bsql(<[^>]*>)?`/;
const TRANSACTION = /\.transaction\(\)/;

const SQL_NOT_YET_IN_REPOSITORIES = new Set([
  'investigative/cases.service.ts',
  'open-data/sta-sql.ts',
]);

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

  it('writes SQL only in repositories and the read model (the list of files still to move only shrinks)', () => {
    const writing = files.filter((path) => !isRepository(path) && SQL.test(text(path)));
    expect({
      newOutsideRepositories: writing.filter((path) => !SQL_NOT_YET_IN_REPOSITORIES.has(path)),
      movedButListed: [...SQL_NOT_YET_IN_REPOSITORIES].filter((path) => !writing.includes(path)),
    }).toEqual({ newOutsideRepositories: [], movedButListed: [] });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { MANUAL_DOCUMENTS, MANUAL_LANGUAGES, PAGES } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
// The build step itself (plain JavaScript, run by scripts/build.mjs).
// @ts-expect-error -- an untyped .mjs build script
import { MANUAL_SOURCE } from '../../../../../scripts/build-manual.mjs';
// @ts-expect-error -- an untyped .mjs script
import { SCREENSHOTS } from '../../../../../scripts/manual-screenshots.mjs';

/**
 * The manual names a page by its address written as code (`/eqmp/app/user_manual`), each chapter
 * ending with the table of the pages it describes. Every page of the page table must be named in
 * each language, so a page added to `PAGES` fails here until a chapter describes it; and an
 * address the manual writes must be a page, so a page removed or moved fails here too.
 */
const source = MANUAL_SOURCE as string;
const pagePaths = new Set<string>(PAGES.map((page) => page.path));

/** Addresses of the portal's pages written as inline code (API and open-data URLs left aside). */
function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1]!.trim())
    .filter((code) => code.startsWith('/') && !/^\/(api2|ogcapi|sta)(\/|$)/.test(code))
    .map((code) => code.replace(/[?#].*$/, ''));
}

const read = (language: string, document: string) =>
  readFileSync(join(source, language, `${document}.md`), 'utf8');

type Shot = { name: string; document: string };
const screenshots = SCREENSHOTS as Shot[];

describe('the user manual names every page', () => {
  it('has exactly the declared documents in each language', () => {
    for (const language of MANUAL_LANGUAGES) {
      const files = readdirSync(join(source, language))
        .filter((name) => name.endsWith('.md'))
        .map((name) => basename(name, '.md'))
        .sort();
      expect(files).toEqual([...MANUAL_DOCUMENTS].sort());
    }
  });

  for (const language of MANUAL_LANGUAGES) {
    it(`names every page of the page table by its address (${language})`, () => {
      const named = new Set(MANUAL_DOCUMENTS.flatMap((d) => namedPaths(read(language, d))));
      const missing = PAGES.filter((page) => !named.has(page.path)).map(
        (page) => `${page.id} ${page.path}`,
      );
      expect(missing).toEqual([]);
    });

    it(`writes no address that is not a page (${language})`, () => {
      const unknown = MANUAL_DOCUMENTS.flatMap((d) =>
        namedPaths(read(language, d))
          .filter((path) => !pagePaths.has(path))
          .map((path) => `${d}: ${path}`),
      );
      expect(unknown).toEqual([]);
    });
  }

  it('names the same pages in each document in both languages', () => {
    for (const document of MANUAL_DOCUMENTS) {
      const [en, ms] = MANUAL_LANGUAGES.map((language) =>
        [...new Set(namedPaths(read(language, document)))].sort(),
      );
      expect({ document, pages: ms }).toEqual({ document, pages: en });
    }
  });

  it('shows at least one screenshot in each document, the same in both languages, each one the screenshot script takes', () => {
    const taken = new Set(screenshots.map((shot) => shot.name));
    for (const document of MANUAL_DOCUMENTS) {
      const [en, ms] = MANUAL_LANGUAGES.map((language) =>
        [...read(language, document).matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)]
          .map((match) => basename(match[1]!))
          .sort(),
      );
      expect(en!.length, document).toBeGreaterThan(0);
      expect(ms, document).toEqual(en);
      for (const name of en!) expect(taken.has(name), `${document}: ${name}`).toBe(true);
    }
    // And the script takes no picture the manual does not show.
    const shown = new Set(
      MANUAL_DOCUMENTS.flatMap((d) =>
        [...read('en', d).matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => basename(m[1]!)),
      ),
    );
    expect(screenshots.filter((shot) => !shown.has(shot.name)).map((s) => s.name)).toEqual([]);
  });
});

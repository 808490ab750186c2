import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasKey, languageFromHeader, languageFromStored, translate } from './index.js';

const here = import.meta.dirname;

function flatKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => flatKeys(v, prefix ? `${prefix}.${k}` : k));
}

function catalogue(language: string): Map<string, unknown> {
  const dir = join(here, language);
  const keys = new Map<string, unknown>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const ns = file.replace(/\.json$/, '');
    const json: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const key of flatKeys(json)) keys.set(`${ns}:${key}`, json);
  }
  return keys;
}

describe('catalogues', () => {
  it('English and Malay have exactly the same keys', () => {
    const en = [...catalogue('en').keys()].sort();
    const ms = [...catalogue('ms').keys()].sort();
    expect(ms.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !ms.includes(k))).toEqual([]);
  });

  it('every JSON file in the folders is loaded by index.ts', () => {
    const source = readFileSync(join(here, 'index.ts'), 'utf8');
    for (const language of ['en', 'ms']) {
      for (const file of readdirSync(join(here, language)).filter((f) => f.endsWith('.json'))) {
        expect(source).toContain(`./${language}/${file}`);
      }
    }
  });

  it('interpolated names are the same in both languages', () => {
    const en = catalogue('en');
    for (const key of en.keys()) {
      const names = (lang: 'en' | 'ms') =>
        [...translate(lang, key).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names('ms'), key).toEqual(names('en'));
    }
  });
});

describe('languageFromStored (spec: English unless another value is stored)', () => {
  it.each([
    [null, 'en'],
    [undefined, 'en'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['ms-MY', 'ms'],
    ['ms', 'ms'],
    ['fr', 'ms'],
    ['', 'ms'],
  ] as const)('%s → %s', (stored, expected) => {
    expect(languageFromStored(stored)).toBe(expected);
  });
});

describe('languageFromHeader', () => {
  it('chooses Malay only when the first preference is Malay', () => {
    expect(languageFromHeader('ms-MY,en;q=0.5')).toBe('ms');
    expect(languageFromHeader('en-US,ms;q=0.5')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});

describe('translate', () => {
  it('interpolates values and returns the key for an unknown phrase', () => {
    expect(translate('en', 'common:footer.copyright', { year: 2026 })).toContain('2026');
    expect(translate('ms', 'errors:code.INTERNAL')).toBe('Ralat Dalaman Pelayan');
    expect(translate('en', 'common:no.such.key')).toBe('common:no.such.key');
  });
});

describe('plurals', () => {
  it('chooses the plural form by count, as i18next does, in both languages', () => {
    expect(translate('en', 'qaqc:edit.done', { count: 1 })).toBe('1 value changed.');
    expect(translate('en', 'qaqc:edit.done', { count: 3 })).toBe('3 values changed.');
    expect(translate('en', 'reports:event.total', { count: 1 })).toBe('Total: 1 event');
    expect(translate('ms', 'qaqc:edit.done', { count: 1 })).toBe('1 nilai diubah.');
    expect(translate('ms', 'qaqc:edit.done', { count: 3 })).toBe('3 nilai diubah.');
    expect(hasKey('qaqc:edit.done')).toBe(true);
  });

  it('gives a count-interpolated noun phrase its _one and _other forms', () => {
    // A "{{count}} <plural noun>" phrase without plural forms reads "1 stations".
    const nouns =
      /\{\{count\}\} (?:new )?(?:values|stations|samples|events|episodes|visits|users|alerts)\b/;
    const plain = [...catalogue('en').keys()].filter(
      (key) => !/_(one|other)$/.test(key) && nouns.test(translate('en', key)),
    );
    expect(plain).toEqual([]);
    for (const key of catalogue('en').keys())
      if (key.endsWith('_one')) expect(hasKey(`${key.slice(0, -4)}_other`), key).toBe(true);
  });
});

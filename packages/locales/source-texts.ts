import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * For the locale tests of each feature: the text of every TypeScript source under `dir`
 * (recursively, test files left out), to find the literal `namespace:key` strings it uses.
 */
export function sourceTexts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceTexts(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [readFileSync(path, 'utf8')] : [];
  });
}

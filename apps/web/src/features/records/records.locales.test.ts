import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  CALIBRATION_POINT_KINDS,
  CALIBRATION_TYPES,
  MAINTENANCE_TYPES,
  RECORD_KINDS,
  RECORD_PAGES,
} from '@eqmp/domain';
import { hasKey } from '@eqmp/locales';
import { describe, expect, it } from 'vitest';
import { literalKeys } from '../../test/locale-keys.test-support';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('record pages text', () => {
  it('has every literal key the pages use, in both languages (parity is checked in packages/locales)', () => {
    const literal = literalKeys(sources(import.meta.dirname), ['records', 'common']);
    expect(literal.length).toBeGreaterThan(40);
    expect(literal.filter((key) => !hasKey(key))).toEqual([]);
  });

  it('has a text for every title, type, point kind and status built as a key', () => {
    const keys = [
      ...RECORD_PAGES.map((p) => p.titleKey),
      ...RECORD_KINDS.flatMap((k) => [`records:hint.${k}`, `records:form.new.${k}`]),
      ...[...MAINTENANCE_TYPES, ...CALIBRATION_TYPES].map((v) => `records:type.${v}`),
      ...CALIBRATION_POINT_KINDS.map((k) => `records:pointKind.${k}`),
      ...['active', 'delete_requested', 'deleted'].map((s) => `records:status.${s}`),
      ...['pending', 'approved', 'rejected'].map((s) => `records:requestStatus.${s}`),
    ];
    expect(keys.filter((key) => !hasKey(key))).toEqual([]);
  });
});

import {
  CALIBRATION_POINT_KINDS,
  CALIBRATION_TYPES,
  MAINTENANCE_TYPES,
  RECORD_KINDS,
  RECORD_PAGES,
} from '@eqmp/domain';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, it } from 'vitest';
import { literalKeys, expectKnownKeys } from '../../test/locale-keys.test-support';

describe('record pages text', () => {
  it('has every literal key the pages use, in both languages (parity is checked in packages/locales)', () => {
    expectKnownKeys(literalKeys(sourceTexts(import.meta.dirname), ['records', 'common']), 40);
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
    expectKnownKeys(keys);
  });
});

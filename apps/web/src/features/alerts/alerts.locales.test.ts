import { ALERT_KINDS, ALERT_SCOPES, ALERT_STATUSES, PAGES } from '@eqmp/domain';
import { hasKey } from '@eqmp/locales';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, expect, it } from 'vitest';
import { literalKeys } from '../../test/locale-keys.test-support';

describe('alert text', () => {
  it('has every literal key the feature uses', () => {
    const literal = literalKeys(sourceTexts(import.meta.dirname), ['alerts', 'common']);
    expect(literal.length).toBeGreaterThan(30);
    expect(literal.filter((key) => !hasKey(key))).toEqual([]);
  });

  it('has a title for every alert and settings page, and a name for every kind, status and scope', () => {
    const keys = [
      ...PAGES.filter((p) => p.titleKey.startsWith('alerts:')).map((p) => p.titleKey),
      ...ALERT_KINDS.map((k) => `alerts:kind.${k}`),
      ...ALERT_STATUSES.map((s) => `alerts:status.${s}`),
      ...ALERT_SCOPES.map((s) => `alerts:scope.${s}`),
      ...[
        'opened',
        'limit_changed',
        'condition_ended',
        'notified',
        'acknowledged',
        'assigned',
        'remark',
        'closed',
      ].map((a) => `alerts:history.${a}`),
    ];
    expect(keys.filter((key) => !hasKey(key))).toEqual([]);
  });
});

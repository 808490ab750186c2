import { ALERT_KINDS, ALERT_SCOPES, ALERT_STATUSES } from '@eqmp/domain';
import { sourceTexts } from '@eqmp/locales/source-texts';
import { describe, it } from 'vitest';
import { literalKeys, pageTitleKeys, expectKnownKeys } from '../../test/locale-keys.test-support';

describe('alert text', () => {
  it('has every literal key the feature uses', () => {
    expectKnownKeys(literalKeys(sourceTexts(import.meta.dirname), ['alerts', 'common']), 30);
  });

  it('has a title for every alert and settings page, and a name for every kind, status and scope', () => {
    const keys = [
      ...pageTitleKeys('alerts'),
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
    expectKnownKeys(keys);
  });
});

import { parseSmsMessage } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import { smsText } from './sms-text.js';

describe('demo SMS text', () => {
  const readings = [
    { parameter: 'M_DO', value: 6.23456 },
    { parameter: 'M_TSS', value: 21.4 },
  ];

  it('writes a message the SMS parser reads back: station, local time and values', () => {
    const text = smsText('CMB01', Date.parse('2026-11-24T14:05:00+08:00'), readings);
    expect(text).toBe('EQMP CMB01 202611241405 M_DO=6.2346 M_TSS=21.4');
    const parsed = parseSmsMessage(text);
    expect(parsed.ok && parsed.value).toMatchObject({
      stationId: 'CMB01',
      ts: '2026-11-24T14:05:00+08:00',
    });
  });

  it('cuts the message short at half past every sixth hour, so it cannot be read', () => {
    const text = smsText('CMB01', Date.parse('2026-11-24T12:30:00+08:00'), readings);
    expect(parseSmsMessage(text).ok).toBe(false);
    expect(
      parseSmsMessage(smsText('CMB01', Date.parse('2026-11-24T13:30:00+08:00'), readings)).ok,
    ).toBe(true);
  });
});

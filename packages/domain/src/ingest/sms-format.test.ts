import { describe, expect, it } from 'vitest';
import { parseSmsMessage, smsReadings, smsTimeToIso } from './sms-format.js';

describe('parseSmsMessage', () => {
  it('reads station, local time, values, NA and the logger flag', () => {
    const result = parseSmsMessage('EQMP CA01R 202611211405 PM10=45.2 PM25=30.1 CO=NA F=C');
    expect(result).toEqual({
      ok: true,
      value: {
        stationId: 'CA01R',
        ts: '2026-11-21T14:05:00+08:00',
        values: [
          { parameter: 'PM10', value: 45.2 },
          { parameter: 'PM25', value: 30.1 },
          { parameter: 'CO', value: null },
        ],
        flag: 'C',
      },
    });
  });

  it('accepts any case, extra spaces and line breaks, signed and bare-decimal values', () => {
    const result = parseSmsMessage('  eqmp  ca01r\n202601010000 do_sat=-1.5 ph=.5 temp=+30 \n');
    expect(result).toMatchObject({
      ok: true,
      value: { stationId: 'CA01R', ts: '2026-01-01T00:00:00+08:00', flag: null },
    });
    expect(result.ok && result.value.values).toEqual([
      { parameter: 'DO_SAT', value: -1.5 },
      { parameter: 'PH', value: 0.5 },
      { parameter: 'TEMP', value: 30 },
    ]);
  });

  it.each([
    ['', 'NOT_EQMP', ''],
    ['HELLO CA01R 202611211405 PM10=1', 'NOT_EQMP', 'HELLO'],
    ['EQMP', 'NO_STATION', ''],
    ['EQMP C 202611211405 PM10=1', 'NO_STATION', 'C'],
    ['EQMP CA01R', 'BAD_TIME', ''],
    ['EQMP CA01R 2026112114 PM10=1', 'BAD_TIME', '2026112114'],
    ['EQMP CA01R 202602301405 PM10=1', 'BAD_TIME', '202602301405'],
    ['EQMP CA01R 202611212405 PM10=1', 'BAD_TIME', '202611212405'],
    ['EQMP CA01R 202611211460 PM10=1', 'BAD_TIME', '202611211460'],
    ['EQMP CA01R 202611211405 PM10:45', 'BAD_PAIR', 'PM10:45'],
    ['EQMP CA01R 202611211405 PM10=4,5', 'BAD_PAIR', 'PM10=4,5'],
    ['EQMP CA01R 202611211405 PM10=1e3', 'BAD_PAIR', 'PM10=1E3'],
    ['EQMP CA01R 202611211405 PM10=1 PM10=2', 'BAD_PAIR', 'PM10=2'],
    ['EQMP CA01R 202611211405 PM10=1 F=X', 'BAD_FLAG', 'F=X'],
    ['EQMP CA01R 202611211405 F=C F=M PM10=1', 'BAD_FLAG', 'F=M'],
    ['EQMP CA01R 202611211405', 'NO_VALUES', ''],
    ['EQMP CA01R 202611211405 F=C', 'NO_VALUES', ''],
  ])('%j fails with %s (%s)', (text, code, detail) => {
    expect(parseSmsMessage(text)).toEqual({ ok: false, code, detail });
  });
});

describe('smsTimeToIso', () => {
  it('keeps leap days and refuses impossible ones', () => {
    expect(smsTimeToIso('202802292359')).toBe('2028-02-29T23:59:00+08:00');
    expect(smsTimeToIso('202702290000')).toBeNull();
  });
});

describe('smsReadings', () => {
  it('gives every value the message time and flag, in the ingestion shape', () => {
    const parsed = parseSmsMessage('EQMP CA01R 202611211405 PM10=45 CO=NA F=M');
    expect(parsed.ok && smsReadings(parsed.value)).toEqual([
      { parameter: 'PM10', ts: '2026-11-21T14:05:00+08:00', value: 45, flag: 'M' },
      { parameter: 'CO', ts: '2026-11-21T14:05:00+08:00', value: null, flag: 'M' },
    ]);
  });
});

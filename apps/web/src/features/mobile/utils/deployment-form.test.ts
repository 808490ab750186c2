import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { instantOf, isTimeText, toBody, toFormValues } from './deployment-form';

describe('deployment form values (spec §5 time rules, Kuala Lumpur)', () => {
  it.each([
    ['08:00', true],
    ['08:00:00', true],
    ['08:00:00.250', true],
    ['8:00', false],
    ['08h00', false],
    ['', false],
  ])('time %j is accepted: %s', (time, ok) => {
    expect(isTimeText(time)).toBe(ok);
  });

  it('turns a picked day and a typed time into the instant, rounded to :00 or :30', () => {
    expect(instantOf(dayjs('2026-01-10'), '08:10')).toBe('2026-01-10T00:00:00.000Z');
    expect(instantOf(dayjs('2026-01-10'), '08:20')).toBe('2026-01-10T00:30:00.000Z');
    expect(instantOf(dayjs('2026-01-10'), '23:50')).toBe('2026-01-10T16:00:00.000Z');
    expect(instantOf(dayjs('2026-01-10'), 'noon')).toBeNull();
  });

  const values = {
    stationId: 'MCAQM001',
    place: '  Johan Setia ',
    longitude: 101.45,
    latitude: 2.98,
    startDate: dayjs('2026-01-10'),
    startTime: '08:00',
    endDate: null,
    endTime: null,
    reason: 'Haze survey ',
  };

  it('gives an ongoing deployment no end, and trims the texts', () => {
    expect(toBody(values)).toEqual({
      stationId: 'MCAQM001',
      place: 'Johan Setia',
      longitude: 101.45,
      latitude: 2.98,
      startsAt: '2026-01-10T00:00:00.000Z',
      endsAt: null,
      reason: 'Haze survey',
    });
    expect(toBody({ ...values, endDate: dayjs('2026-01-11'), endTime: 'late' })).toBeNull();
  });

  it('shows a stored deployment in local time for editing', () => {
    const form = toFormValues({
      id: 1,
      stationId: 'MCAQM001',
      stationName: 'Johan Setia',
      place: 'Johan Setia',
      longitude: 101.45,
      latitude: 2.98,
      startsAt: '2026-01-09T16:30:00.000Z',
      endsAt: '2026-01-11T10:00:00.000Z',
      reason: 'Haze survey',
      readings: 0,
      firstReadingAt: null,
      lastReadingAt: null,
      createdBy: 'air.officer',
      createdAt: '2026-01-09T00:00:00.000Z',
      updatedBy: null,
      updatedAt: null,
    });
    expect([form.startDate.format('YYYY-MM-DD'), form.startTime]).toEqual(['2026-01-10', '00:30']);
    expect([form.endDate?.format('YYYY-MM-DD'), form.endTime]).toEqual(['2026-01-11', '18:00']);
  });
});

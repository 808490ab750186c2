import { z } from 'zod';
import { pageOf, pageQuery, timestamp } from './common.js';
import { moduleStateFilters, stationModuleState } from './shared-fields.js';

/** Contracts of the data polling pages: transmission monitoring, raw data and the pickers. */

export const TRANSMISSION_STATUSES = ['on_time', 'late', 'down', 'never'] as const;
export type TransmissionStatus = (typeof TRANSMISSION_STATUSES)[number];

export const transmissionMonitoringQuery = z.object(moduleStateFilters);

/** Every continuous station's last value, its lateness and today's capture, at `at`. */
export const transmissionMonitoringResponse = z.object({
  at: timestamp,
  stations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      ...stationModuleState,
      intervalMinutes: z.number(),
      lastTs: timestamp.nullable(),
      lastReceivedAt: timestamp.nullable(),
      status: z.enum(TRANSMISSION_STATUSES),
      delayMs: z.number().nullable(),
      todayCapturePct: z.number().nullable(),
    }),
  ),
});
export type TransmissionMonitoring = z.input<typeof transmissionMonitoringResponse>;
export type StationTransmission = TransmissionMonitoring['stations'][number];

/** Stations with the parameters they measure, for the raw-data pickers. */
export const pollingStationsResponse = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    module: z.string(),
    parameters: z.array(z.string()),
  }),
);
export type PollingStation = z.input<typeof pollingStationsResponse>[number];

export const rawReadingsQuery = pageQuery
  .extend({
    stationId: z.string().min(1).max(20),
    parameter: z.string().max(20).optional(),
    from: timestamp,
    to: timestamp,
  })
  .refine((q) => q.from < q.to, { message: 'errors:validation.range', path: ['to'] });

/** A station's readings as received, beside their current value and validity. */
export const rawReadingsResponse = pageOf(
  z.object({
    parameterCode: z.string(),
    ts: timestamp,
    rawValue: z.number().nullable(),
    value: z.number().nullable(),
    validity: z.number(),
    autoFlag: z.number(),
    autoChecks: z.record(z.string(), z.number()),
    nullReason: z.string().nullable(),
    loggerFlag: z.string().nullable(),
    source: z.string(),
    receivedAt: timestamp,
    changed: z.boolean(),
  }),
);
export type RawReading = z.input<typeof rawReadingsResponse>['items'][number];

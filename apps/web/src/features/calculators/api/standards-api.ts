import {
  API,
  type Confidence,
  type LimitScheme,
  type LocationType,
  type Pollutant,
} from '@eqmp/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type Pm25Table = 'A' | 'B';

interface StoredVersion {
  id: string;
  version: string;
  effectiveFrom: string;
  source: string;
  confidence: Confidence;
  createdAt: string;
  createdBy: string;
  inForce: boolean;
}

export interface Segment {
  cLow: number;
  cHigh: number;
  iLow: number;
  iHigh: number;
}

export interface BreakpointVersion extends StoredVersion {
  parameter: Pollutant;
  variant: Pm25Table | null;
  averaging: string;
  unit: string;
  segments: Segment[];
}

export interface LimitRowInput {
  parameter: string;
  averaging: string | null;
  stationClass: string | null;
  unit: string;
  min: number | null;
  max: number | null;
}

export interface LimitVersion extends StoredVersion {
  scheme: LimitScheme;
  provisional: boolean;
  rows: (LimitRowInput & { id: string; confidence: Confidence; inForce: boolean })[];
}

export type IndexKind = 'DOE_WQI' | 'MMWQI';

export interface IndexVersion extends StoredVersion {
  kind: IndexKind;
  locationType: LocationType | null;
  provisional: boolean;
  data: Record<string, unknown>;
}

export interface StandardsOverview {
  today: string;
  pm25Table: Pm25Table;
  breakpoints: BreakpointVersion[];
  limits: LimitVersion[];
  indices: IndexVersion[];
}

/** What every new version carries. `effectiveFrom` is a local day, `YYYY-MM-DD`. */
export interface VersionMeta {
  version: string;
  effectiveFrom: string;
  source: string;
  confidence: Confidence;
}

export type NewBreakpointVersion = VersionMeta & {
  parameter: Pollutant;
  variant: Pm25Table | null;
  segments: Segment[];
};
export type NewLimitVersion = VersionMeta & {
  scheme: LimitScheme;
  provisional: boolean;
  rows: LimitRowInput[];
};
export type NewIndexVersion = VersionMeta & {
  kind: IndexKind;
  provisional: boolean;
  locationType?: LocationType | null;
  data: unknown;
};

export const standardsKeys = { all: ['standards'] as const };

export const standardsQuery = queryOptions({
  queryKey: standardsKeys.all,
  queryFn: () => apiRequest<StandardsOverview>(API.adminStandards.url),
});

export const addBreakpointVersion = (body: NewBreakpointVersion) =>
  apiRequest<BreakpointVersion>(API.adminAddBreakpointVersion.url, { method: 'POST', body });
export const addLimitVersion = (body: NewLimitVersion) =>
  apiRequest<LimitVersion>(API.adminAddLimitVersion.url, { method: 'POST', body });
export const addIndexVersion = (body: NewIndexVersion) =>
  apiRequest<IndexVersion>(API.adminAddIndexVersion.url, { method: 'POST', body });
export const setPm25Table = (variant: Pm25Table) =>
  apiRequest<StandardsOverview>(API.adminSetPm25Table.url, { method: 'PUT', body: { variant } });

import {
  API,
  type ApiCategory,
  type Confidence,
  type HealthAdvice,
  type LocationType,
  type MarineCategory,
  type RiverClass,
  type RiverStatus,
} from '@eqmp/domain';
import { apiRequest } from '../../../lib/api-client';

/** Which stored standard version a result was computed with. */
export interface StandardUsed {
  id: string;
  version: string;
  effectiveFrom: string;
  source: string;
  confidence: Confidence;
}

/** HTTP keys of the calculators (the names staff know; the domain codes differ, e.g. PM25). */
export type AirKey = 'PM2.5' | 'PM10' | 'SO2' | 'NO2' | 'O3' | 'CO';
export type RiverKey = 'DO' | 'BOD' | 'COD' | 'NH3N' | 'SS' | 'pH';
export type MarineKey = 'DO' | 'FC' | 'NH3' | 'NO3' | 'PO4' | 'TSS';

export interface AirResult {
  api: number | null;
  displayApi: number | null;
  category: ApiCategory;
  dominant: AirKey | null;
  dominantPollutants: AirKey[];
  symbol: string | null;
  advice: HealthAdvice | null;
  emergency: boolean;
  subindex: Partial<Record<AirKey, number>>;
  pm25Table: 'A' | 'B';
  standards: (StandardUsed & { pollutant: AirKey })[];
}

export interface RiverResult {
  wqi: number | null;
  class: RiverClass | 'NA';
  status: RiverStatus | 'NA';
  subindex: Partial<Record<RiverKey, number>>;
  standard: StandardUsed;
}

export interface MarineResult {
  index: number | null;
  category: MarineCategory | 'NA';
  locationType: LocationType;
  provisional: boolean;
  subindex: Partial<Record<MarineKey, number>>;
  standard: StandardUsed;
}

/** PM in µg/m³ (24 h), gases in ppm; only the pollutants given. */
export const calculateAir = (body: Partial<Record<AirKey, number>>) =>
  apiRequest<AirResult>(API.calculateAir.url, { method: 'POST', body });

/** DO in % saturation; BOD, COD, NH3-N, SS in mg/L; pH. */
export const calculateRiver = (body: Record<RiverKey, number>) =>
  apiRequest<RiverResult>(API.calculateRiver.url, { method: 'POST', body });

/** DO, NH3, NO3, PO4, TSS in mg/L; faecal coliform in cfu/100 mL. */
export const calculateMarine = (body: Record<MarineKey, number> & { locationType: LocationType }) =>
  apiRequest<MarineResult>(API.calculateMarine.url, { method: 'POST', body });

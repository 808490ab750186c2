import {
  apiPath,
  type AirKey,
  type AirResult,
  type LocationType,
  type MarineKey,
  type MarineResult,
  type RiverKey,
  type RiverResult,
} from '@eqmp/domain';
import { apiRequest } from '../../../lib/api-client';

/** PM in µg/m³ (24 h), gases in ppm; only the pollutants given. */
export const calculateAir = (body: Partial<Record<AirKey, number>>) =>
  apiRequest<AirResult>(apiPath('calculateAir'), { method: 'POST', body });

/** DO in % saturation; BOD, COD, NH3-N, SS in mg/L; pH. */
export const calculateRiver = (body: Record<RiverKey, number>) =>
  apiRequest<RiverResult>(apiPath('calculateRiver'), { method: 'POST', body });

/** DO, NH3, NO3, PO4, TSS in mg/L; faecal coliform in cfu/100 mL. */
export const calculateMarine = (body: Record<MarineKey, number> & { locationType: LocationType }) =>
  apiRequest<MarineResult>(apiPath('calculateMarine'), { method: 'POST', body });

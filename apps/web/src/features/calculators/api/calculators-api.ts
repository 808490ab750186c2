import type { AirKey, LocationType, MarineKey, RiverKey } from '@eqmp/domain';
import { callApi } from '../../../lib/api-client';

/** PM in µg/m³ (24 h), gases in ppm; only the pollutants given. */
export const calculateAir = (body: Partial<Record<AirKey, number>>) =>
  callApi('calculateAir', { body });

/** DO in % saturation; BOD, COD, NH3-N, SS in mg/L; pH. */
export const calculateRiver = (body: Record<RiverKey, number>) =>
  callApi('calculateRiver', { body });

/** DO, NH3, NO3, PO4, TSS in mg/L; faecal coliform in cfu/100 mL. */
export const calculateMarine = (body: Record<MarineKey, number> & { locationType: LocationType }) =>
  callApi('calculateMarine', { body });

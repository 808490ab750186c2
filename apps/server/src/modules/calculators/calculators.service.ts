import {
  computeApi,
  computeMmwqi,
  computeWqi,
  type Concentrations,
  type MarineInput,
  type StandardMeta,
  type WqiInput,
  AIR_KEYS,
  httpKeyOf,
  MARINE_KEYS,
  RIVER_KEYS,
  type AirBody,
  type airResult,
  type MarineBody,
  type marineResult,
  type RiverBody,
  type riverResult,
} from '@eqmp/domain';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { apiTablesInForce, marineSetsInForce, wqiInForce } from './standards-in-force.js';
import type { StandardsRepository } from './standards.repository.js';

const cite = ({ id, version, effectiveFrom, source, confidence }: StandardMeta) => ({
  id,
  version,
  effectiveFrom,
  source,
  confidence,
});

/** Domain-coded sub-indices under their HTTP keys, unrounded. */
function byHttpKey<K extends string, C extends string>(
  keys: Readonly<Record<K, C>>,
  values: Partial<Record<C, number>>,
) {
  const out: Record<string, number> = {};
  for (const [key, code] of Object.entries(keys) as [K, C][]) {
    const value = values[code];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The three index calculators over the standards in force today, read from the database on
 * every call (several server instances share them; an admin's change applies at once).
 * The maths is the domain's; this maps the HTTP contract to it and cites the versions used.
 */
export function createCalculatorsService({
  repo,
  clock,
}: {
  repo: StandardsRepository;
  clock: Clock;
}) {
  return {
    async air(body: AirBody): Promise<z.infer<typeof airResult>> {
      const now = clock.now();
      const variant = await repo.pm25Variant();
      const tables = apiTablesInForce(await repo.breakpointTables(), variant, now);
      const concentrations: Concentrations = {};
      for (const [key, code] of Object.entries(AIR_KEYS) as [
        keyof typeof AIR_KEYS,
        (typeof AIR_KEYS)[keyof typeof AIR_KEYS],
      ][]) {
        if (body[key] !== undefined) concentrations[code] = body[key];
      }
      const result = computeApi(concentrations, tables);
      const dominantPollutants = result.dominant.map((code) => httpKeyOf(AIR_KEYS, code));
      return {
        api: result.api,
        displayApi: result.displayApi,
        category: result.category,
        dominant: dominantPollutants[0] ?? null,
        dominantPollutants,
        symbol: result.symbol,
        advice: result.advice,
        emergency: result.isEmergency,
        subindex: byHttpKey(AIR_KEYS, result.subIndices),
        pm25Table: variant,
        standards: Object.keys(result.subIndices).map((code) => {
          const table = tables[code as keyof typeof tables];
          return { pollutant: httpKeyOf(AIR_KEYS, table.parameter), ...cite(table) };
        }),
      };
    },

    async river(body: RiverBody): Promise<z.infer<typeof riverResult>> {
      const { meta, settings } = wqiInForce(await repo.indexDefinitions(), clock.now());
      const input: WqiInput = {};
      for (const [key, code] of Object.entries(RIVER_KEYS) as [
        keyof RiverBody,
        (typeof RIVER_KEYS)[keyof RiverBody],
      ][]) {
        input[code] = body[key];
      }
      const result = computeWqi(input, settings);
      return {
        wqi: result.wqi,
        class: result.riverClass,
        status: result.status,
        subindex: byHttpKey(RIVER_KEYS, result.subIndices),
        standard: cite(meta),
      };
    },

    async marine(body: MarineBody): Promise<z.infer<typeof marineResult>> {
      const sets = marineSetsInForce(await repo.indexDefinitions(), clock.now());
      const input: MarineInput = {};
      for (const [key, code] of Object.entries(MARINE_KEYS) as [
        keyof typeof MARINE_KEYS,
        (typeof MARINE_KEYS)[keyof typeof MARINE_KEYS],
      ][]) {
        input[code] = body[key];
      }
      const result = computeMmwqi(input, body.locationType, sets);
      return {
        index: result.index,
        category: result.category,
        locationType: result.locationType,
        provisional: result.isProvisional,
        subindex: byHttpKey(MARINE_KEYS, result.subIndices),
        standard: cite(sets[body.locationType]),
      };
    },
  };
}

export type CalculatorsService = ReturnType<typeof createCalculatorsService>;

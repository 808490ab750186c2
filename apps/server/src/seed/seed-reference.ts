import { PARAMETER_SEEDS, QUALITY_CODE_SEEDS } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { seedLabQcObjectives } from '../modules/sampling/index.js';

/**
 * Reference data every instance needs, demo or not: the parameter catalogue and the quality
 * codes (null reasons and qualifiers, QUALITY.md) and the lab QC objectives. Inserted once;
 * rows a System Admin has changed are left as they are.
 */
export async function seedReference(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('parameter')
    .values(
      PARAMETER_SEEDS.map((p) => ({
        code: p.code,
        medium: p.medium,
        nameEn: p.nameEn,
        nameMs: p.nameMs,
        unit: p.unit,
        averaging: p.averaging,
        decimals: p.decimals,
        rangeMin: p.gross[0],
        rangeMax: p.gross[1],
        mdl: p.mdl,
        maxStep: p.maxStep,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('qualityCode')
    .values(
      QUALITY_CODE_SEEDS.map((c) => ({
        code: c.code,
        kind: c.kind,
        nameEn: c.nameEn,
        nameMs: c.nameMs,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await seedLabQcObjectives(db, new Date());
}

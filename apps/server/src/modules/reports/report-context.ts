import {
  reportTitleKey,
  type DataLevel,
  type ModuleCode,
  type ReportDefinition,
} from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { ReportQuery } from './report-query.js';

/** Everything a report builder needs about one request. */
export interface ReportContext {
  readonly db: Kysely<Database>;
  readonly def: ReportDefinition;
  readonly query: ReportQuery;
  readonly level: DataLevel;
  readonly lang: Language;
  readonly now: Date;
  /** Translation in the caller's language. */
  t(key: string, values?: Record<string, string | number>): string;
}

/** Builds the context of one report request. */
export function reportContext(input: Omit<ReportContext, 't'>): ReportContext {
  return { ...input, t: (key, values) => translate(input.lang, key, values) };
}

/** Label of the module, e.g. "Continuous Air Quality Monitoring". */
export function moduleLabel(ctx: ReportContext, module: ModuleCode = ctx.def.module): string {
  return ctx.t(`common:module.${module}`);
}

/** The report's title in the caller's language, e.g. "Monthly Report — CAQM". */
export function reportTitle(ctx: ReportContext): string {
  return `${ctx.t(reportTitleKey(ctx.def))} — ${ctx.def.module}`;
}

/** The first query lines every report states: module and level of the data shown. */
export function commonParameters(
  ctx: ReportContext,
): { label: string; value: string; key?: 'dataLevel' }[] {
  return [
    { label: ctx.t('reports:field.module'), value: moduleLabel(ctx) },
    {
      label: ctx.t('reports:field.level'),
      value: ctx.t(`reports:level.${ctx.level}`),
      key: 'dataLevel',
    },
  ];
}

/** A safe base file name: `<module>-<report>-<parts…>` in lower case letters, digits and dashes. */
export function reportFileName(
  ctx: ReportContext,
  ...parts: (string | number | undefined)[]
): string {
  return [ctx.def.module, ctx.def.name, ...parts]
    .filter((p) => p !== undefined && p !== '')
    .map((p) =>
      String(p)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    )
    .join('-')
    .slice(0, 120);
}

/** The file name of a report of stations over a period: the station's id when it is one, and the period. */
export function stationsPeriodFileName(
  ctx: ReportContext,
  stations: readonly { id: string }[],
  range: { label: string },
): string {
  return reportFileName(
    ctx,
    stations.length === 1 ? stations[0]!.id : undefined,
    range.label.replace(' – ', '-'),
  );
}

import {
  checkLabRows,
  localDayKey,
  REQUIRED_IMPORT_FIELDS,
  suggestMapping,
  type CheckedRow,
  type LabImportMapping,
  type LabLine,
  type SampleState,
  type SamplingImportBody,
  type SamplingModule,
} from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { storeQc } from './lab-qc.store.js';
import {
  batchById,
  importMappings,
  insertLabImport,
  labImportById,
  markImported,
  samplesByCode,
  saveImportMapping,
} from './lab.repository.js';
import { toAnalysis } from './lab.service.js';
import type { ResultRow } from './results.js';
import { upsertResults } from './results.repository.js';
import { applyMoves } from './sample-store.js';
import { addSubmitter, updateSamples } from './samples.repository.js';
import { requireSampling } from './sampling-guard.js';
import { readTable } from './read-table.js';
import { activeQualityCodes, parameterUnits } from './stations.repository.js';

const problemsOut = (c: CheckedRow, lang: Language) =>
  c.ok
    ? []
    : c.problems.map((p) => ({
        field: p.field,
        code: p.code,
        message: translate(lang, `sampling:import.problem.${p.code}`, {
          field: translate(lang, `sampling:import.field.${p.field}`),
        }),
      }));

type ImportDeps = { db: Kysely<Database>; clock: Clock };

async function importFor(db: Kysely<Database>, id: number, principal: Principal) {
  const row = orNotFound(await labImportById(db, id));
  requireSampling('enter', row.module, principal);
  return row;
}

async function mappings(db: Kysely<Database>, module: SamplingModule) {
  const rows = await importMappings(db, module);
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    mapping: r.mapping,
    username: r.username,
    createdAt: r.createdAt,
  }));
}

/** Checks every row of a kept file under a mapping, against the samples it names and the catalogue. */
async function check(
  db: Kysely<Database>,
  file: { module: SamplingModule; headers: string[]; rows: string[][] },
  mapping: LabImportMapping,
) {
  if (REQUIRED_IMPORT_FIELDS.some((f) => !mapping[f] || !file.headers.includes(mapping[f])))
    throw new AppError('SAMPLING_MAPPING_INCOMPLETE');
  const codeColumn = file.headers.indexOf(mapping.sampleCode!);
  const codes = [...new Set(file.rows.map((r) => (r[codeColumn] ?? '').trim().toUpperCase()))];
  const samples = codes.length ? await samplesByCode(db, file.module, codes.filter(Boolean)) : [];
  const [parameters, qualifiers] = await Promise.all([
    parameterUnits(db),
    activeQualityCodes(db, 'qualifier'),
  ]);
  const checked = checkLabRows(file.headers, file.rows, mapping, {
    samples: new Map(
      samples.map((s) => [s.code, { state: s.state, parameters: new Set(s.parameters ?? []) }]),
    ),
    parameters: new Map(parameters.map((p) => [p.code, { unit: p.unit }])),
    qualifiers: new Set(qualifiers.map((q) => q.code)),
  });
  const ids = new Map(samples.map((s) => [s.code, { id: Number(s.id), state: s.state }]));
  return { checked, ids };
}

/** The saved column mappings of a module, listed and saved. */
function createImportMappings({ db, clock }: ImportDeps) {
  return {
    mappings: async (module: SamplingModule, principal: Principal) => {
      requireSampling('enter', module, principal);
      return mappings(db, module);
    },

    async saveMapping(
      body: { module: SamplingModule; name: string; mapping: LabImportMapping },
      principal: Principal,
    ) {
      requireSampling('enter', body.module, principal);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await saveImportMapping(
          trx,
          {
            module: body.module,
            name: body.name,
            mapping: body.mapping,
            username: principal.username,
            createdAt: now,
          },
          true,
        );
        await recordActivity(trx, {
          actor: principal,
          action: 'save',
          entity: 'lab_import_mapping',
          entityId: body.name,
          after: body,
          at: now,
        });
      });
      return (await mappings(db, body.module)).find((m) => m.name === body.name)!;
    },
  };
}

/** A file kept as read, and its rows previewed under a mapping. */
function createImportFiles({ db, clock }: ImportDeps) {
  return {
    /** Reads and keeps an uploaded file (logged as an upload); nothing is imported yet. */
    async upload(
      q: { module: SamplingModule; batchId: number },
      file: { data: Buffer; fileName: string },
      principal: Principal,
    ) {
      requireSampling('enter', q.module, principal);
      orNotFound(await batchById(db, q.batchId, q.module));
      const table = await readTable(file.data);
      const fileName = file.fileName.replace(/[^\w. -]/g, '_').slice(0, 120) || 'lab-results';
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const importId = await insertLabImport(trx, {
          module: q.module,
          batchId: q.batchId,
          fileName,
          headers: JSON.stringify(table.headers),
          rows: JSON.stringify(table.rows),
          userId: principal.userId,
          username: principal.username,
          createdAt: now,
        });
        await recordActivity(trx, {
          actor: principal,
          action: 'upload',
          entity: 'lab_import',
          entityId: importId,
          after: { module: q.module, batchId: q.batchId, fileName, rows: table.rows.length },
          at: now,
        });
        return importId;
      });
      return {
        id,
        fileName,
        headers: table.headers,
        rows: table.rows.length,
        firstRows: table.rows.slice(0, 5),
        suggested: suggestMapping(table.headers),
        mappings: await mappings(db, q.module),
      };
    },

    async preview(id: number, body: SamplingImportBody, principal: Principal, lang: Language) {
      const file = await importFor(db, id, principal);
      if (file.importedAt) throw new AppError('SAMPLING_IMPORT_DONE');
      const { checked } = await check(db, file, body.mapping);
      return {
        good: checked.filter((c) => c.ok).length,
        bad: checked.filter((c) => !c.ok).length,
        rows: checked.map((c) => ({
          row: c.row,
          ok: c.ok,
          sampleCode: c.ok ? c.line.sampleCode : '',
          parameterCode: c.ok ? c.line.parameterCode : '',
          reported: c.ok ? c.line.result.reported : '',
          qcType: c.ok ? c.line.qcType : null,
          problems: problemsOut(c, lang),
        })),
      };
    },
  };
}

/** The good rows of a previewed file stored, the bad ones reported. */
function createImportConfirm({ db, clock }: ImportDeps) {
  return {
    /** Stores the good rows of a previewed file (results, then QC samples) and reports the bad ones. */
    async confirm(id: number, body: SamplingImportBody, principal: Principal, lang: Language) {
      const file = await importFor(db, id, principal);
      if (file.importedAt) throw new AppError('SAMPLING_IMPORT_DONE');
      const { checked, ids } = await check(db, file, body.mapping);
      const lines = checked.flatMap((c) => (c.ok ? [c.line] : []));
      const results = lines.filter((l) => l.qcType === null);
      const qc = lines.filter((l) => l.qcType !== null);
      const units = new Map((await parameterUnits(db)).map((p) => [p.code, p.unit]));
      const batchId = Number(file.batchId);
      const rows: ResultRow[] = results.map((l: LabLine) => ({
        sampleId: ids.get(l.sampleCode)!.id,
        parameterCode: l.parameterCode,
        origin: 'lab',
        reported: l.result,
        detectionLimit: l.detectionLimit,
        detectionLimitType: l.detectionLimitType,
        unit: units.get(l.parameterCode)!,
        method: l.method,
        qualifiers: l.qualifiers,
        analysedOn: l.analysedOn,
        labSampleId: l.labSampleId,
        batchId,
      }));
      const sampleIds = [...new Set(rows.map((r) => r.sampleId))];
      const rejected = checked
        .filter((c) => !c.ok)
        .map((c) => ({ row: c.row, problems: problemsOut(c, lang) }));
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const states = new Map<number, SampleState>([...ids.values()].map((s) => [s.id, s.state]));
        await applyMoves(
          trx,
          sampleIds.flatMap((sid) => toAnalysis({ id: sid, state: states.get(sid)! }, now)),
          principal,
        );
        await updateSamples(trx, sampleIds, { batchId });
        await upsertResults(trx, rows, principal, now);
        await addSubmitter(trx, sampleIds, principal);
        await storeQc(
          trx,
          qc.map((l) => ({
            batchId,
            kind: l.qcType!,
            parameterCode: l.parameterCode,
            sampleId: l.sampleCode ? (ids.get(l.sampleCode)?.id ?? null) : null,
            value: l.result.value,
            spikeAdded: l.spikeAdded,
          })),
          localDayKey(now),
          principal,
          now,
        );
        if (body.saveAs)
          await saveImportMapping(
            trx,
            {
              module: file.module,
              name: body.saveAs,
              mapping: body.mapping,
              username: principal.username,
              createdAt: now,
            },
            false,
          );
        const outcome = {
          results: rows.length,
          qc: qc.length,
          samples: sampleIds.length,
          rejected,
        };
        await markImported(trx, id, now, outcome);
        await recordActivity(trx, {
          actor: principal,
          action: 'import',
          entity: 'lab_import',
          entityId: id,
          after: { fileName: file.fileName, batchId, ...outcome, rejected: rejected.length },
          at: now,
        });
      });
      return { results: rows.length, qc: qc.length, samples: sampleIds.length, rejected };
    },
  };
}

/**
 * Import of a lab's batch file (CSV or XLSX): the file is kept as read; the user maps its columns
 * (a mapping saved per module and name), previews every row with its problems, and confirms.
 * Nothing is stored before the confirmation; then the good rows are stored and each bad row is
 * reported, never blocking the others.
 */
export function createImportService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const deps: ImportDeps = { db, clock };
  return {
    ...createImportMappings(deps),
    ...createImportFiles(deps),
    ...createImportConfirm(deps),
  };
}

export type ImportService = ReturnType<typeof createImportService>;

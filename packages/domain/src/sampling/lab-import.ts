import { dmyToIso } from '../time/dates.js';
import { RESULT_ENTRY_STATES, type SampleState } from './custody.js';
import { LAB_QC_KINDS, type LabQcKind } from './lab-qc.js';
import {
  DETECTION_LIMIT_TYPES,
  readReported,
  type DetectionLimitType,
  type ReportedValue,
} from './reported-value.js';

/**
 * The fields a lab file's columns map to. `sampleCode`, `parameter` and `value` are required;
 * the others are read when mapped. A row with a `qcType` is a QC sample of the batch (blank,
 * duplicate or spike), not a result.
 */
export const LAB_IMPORT_FIELDS = [
  'sampleCode',
  'parameter',
  'value',
  'unit',
  'detectionLimit',
  'detectionLimitType',
  'method',
  'qualifiers',
  'analysedOn',
  'labSampleId',
  'qcType',
  'spikeAdded',
] as const;
export type LabImportField = (typeof LAB_IMPORT_FIELDS)[number];
export const REQUIRED_IMPORT_FIELDS: readonly LabImportField[] = [
  'sampleCode',
  'parameter',
  'value',
];

/** Which column (by its header text) each field is read from; unmapped fields are absent or null. */
export type LabImportMapping = Partial<Record<LabImportField, string | null>>;

/** Why a row was refused: the field and a code (`sampling:import.problem.<code>` in the locales). */
export interface ImportProblem {
  readonly field: LabImportField;
  readonly code:
    | 'required'
    | 'unknownSample'
    | 'sampleState'
    | 'unknownParameter'
    | 'notMeasured'
    | 'valueUnreadable'
    | 'detectionLimitRequired'
    | 'numberInvalid'
    | 'limitTypeUnknown'
    | 'unitMismatch'
    | 'qualifierUnknown'
    | 'dateInvalid'
    | 'qcTypeUnknown'
    | 'spikeAddedRequired'
    | 'repeated';
}

/** A good row, ready to store. */
export interface LabLine {
  readonly sampleCode: string;
  readonly parameterCode: string;
  readonly result: ReportedValue;
  readonly detectionLimit: number | null;
  readonly detectionLimitType: DetectionLimitType | null;
  readonly method: string | null;
  readonly qualifiers: readonly string[];
  /** ISO day. */
  readonly analysedOn: string | null;
  readonly labSampleId: string | null;
  readonly qcType: LabQcKind | null;
  readonly spikeAdded: number | null;
}

export type CheckedRow =
  | { readonly row: number; readonly ok: true; readonly line: LabLine }
  | { readonly row: number; readonly ok: false; readonly problems: readonly ImportProblem[] };

/** What the rows are checked against: the samples they name and the catalogue. */
export interface LabImportContext {
  /** Samples by code: their state and the parameters their station measures. */
  readonly samples: ReadonlyMap<
    string,
    { readonly state: SampleState; readonly parameters: ReadonlySet<string> }
  >;
  /** Parameter catalogue by code: unit. */
  readonly parameters: ReadonlyMap<string, { readonly unit: string }>;
  /** Active qualifier codes. */
  readonly qualifiers: ReadonlySet<string>;
}

const QC_ALIASES: Readonly<Record<string, LabQcKind>> = {
  FB: 'field_blank',
  MB: 'method_blank',
  DUP: 'duplicate',
  SPK: 'spike',
  BLANK: 'method_blank',
  DUPLICATE: 'duplicate',
  SPIKE: 'spike',
  ...Object.fromEntries(LAB_QC_KINDS.map((k) => [k.toUpperCase(), k])),
};

const numberOrNull = (text: string): number | null | 'bad' => {
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : 'bad';
};

/**
 * Checks every row of a lab file under a column mapping. Rows are numbered as a spreadsheet shows
 * them (the header is row 1); empty rows are skipped. A bad row is reported with every problem it
 * has and never stops the good ones. A sample may take results only while the lab holds it (in
 * transit, received or in analysis); a sample and parameter may appear once as a result.
 */
export function checkLabRows(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  mapping: LabImportMapping,
  context: LabImportContext,
): CheckedRow[] {
  const column = Object.fromEntries(
    LAB_IMPORT_FIELDS.map((f) => [f, mapping[f] ? headers.indexOf(mapping[f]) : -1]),
  ) as Record<LabImportField, number>;
  const seen = new Set<string>();
  const out: CheckedRow[] = [];
  rows.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const cell = (f: LabImportField) => (column[f] >= 0 ? (cells[column[f]] ?? '').trim() : '');
    const problems: ImportProblem[] = [];
    const problem = (field: LabImportField, code: ImportProblem['code']) =>
      problems.push({ field, code });
    const qcText = cell('qcType').toUpperCase().replace(/\s+/g, '_');
    const qcType = qcText === '' ? null : (QC_ALIASES[qcText] ?? null);
    // A blank needs no sample; results, duplicates and spikes belong to one.
    const needsSample = !(qcType === 'field_blank' || qcType === 'method_blank');
    for (const f of REQUIRED_IMPORT_FIELDS)
      if (cell(f) === '' && (f !== 'sampleCode' || needsSample)) problem(f, 'required');
    if (qcText !== '' && !qcType) problem('qcType', 'qcTypeUnknown');

    const sampleCode = cell('sampleCode').toUpperCase();
    const sample = context.samples.get(sampleCode);
    if (sampleCode !== '' && !sample && needsSample) problem('sampleCode', 'unknownSample');
    else if (sample && qcType === null && !RESULT_ENTRY_STATES.includes(sample.state))
      problem('sampleCode', 'sampleState');

    const parameterCode = cell('parameter').toUpperCase();
    const parameter = context.parameters.get(parameterCode);
    if (parameterCode !== '' && !parameter) problem('parameter', 'unknownParameter');
    else if (parameter && sample && !sample.parameters.has(parameterCode))
      problem('parameter', 'notMeasured');
    const unit = cell('unit');
    if (parameter && unit !== '' && unit.toLowerCase() !== parameter.unit.toLowerCase())
      problem('unit', 'unitMismatch');

    const dl = numberOrNull(cell('detectionLimit'));
    if (dl === 'bad' || (typeof dl === 'number' && dl < 0))
      problem('detectionLimit', 'numberInvalid');
    const detectionLimit = typeof dl === 'number' && dl >= 0 ? dl : null;
    const dlTypeText = cell('detectionLimitType').toUpperCase();
    const detectionLimitType =
      dlTypeText === ''
        ? null
        : (DETECTION_LIMIT_TYPES as readonly string[]).includes(dlTypeText)
          ? (dlTypeText as DetectionLimitType)
          : null;
    if (dlTypeText !== '' && !detectionLimitType) problem('detectionLimitType', 'limitTypeUnknown');

    let result: ReportedValue | null = null;
    if (cell('value') !== '') {
      const read = readReported(cell('value'), detectionLimit);
      if (read.ok) result = read.value;
      else
        problem(
          'value',
          read.code === 'VALUE_UNREADABLE' ? 'valueUnreadable' : 'detectionLimitRequired',
        );
    }

    const qualifiers = cell('qualifiers')
      .split(/[\s,;]+/)
      .map((q) => q.toUpperCase())
      .filter((q) => q !== '');
    if (qualifiers.some((q) => !context.qualifiers.has(q)))
      problem('qualifiers', 'qualifierUnknown');

    let analysedOn: string | null = null;
    if (cell('analysedOn') !== '') {
      const day = dmyToIso(cell('analysedOn'));
      if (day.ok) analysedOn = day.value;
      else problem('analysedOn', 'dateInvalid');
    }

    const added = numberOrNull(cell('spikeAdded'));
    if (added === 'bad') problem('spikeAdded', 'numberInvalid');
    if (qcType === 'spike' && (added === null || added === 'bad' || added <= 0))
      problem('spikeAdded', 'spikeAddedRequired');

    const key = `${sampleCode}|${parameterCode}|${qcType ?? ''}`;
    if (problems.length === 0 && qcType === null && seen.has(key))
      problem('sampleCode', 'repeated');
    if (problems.length > 0) {
      out.push({ row: i + 2, ok: false, problems });
      return;
    }
    seen.add(key);
    out.push({
      row: i + 2,
      ok: true,
      line: {
        sampleCode,
        parameterCode,
        result: result!,
        detectionLimit,
        detectionLimitType,
        method: cell('method') || null,
        qualifiers: [...new Set(qualifiers)],
        analysedOn,
        labSampleId: cell('labSampleId') || null,
        qcType,
        spikeAdded: typeof added === 'number' ? added : null,
      },
    });
  });
  return out;
}

const HINTS: Readonly<Record<LabImportField, readonly string[]>> = {
  sampleCode: ['sample', 'samplecode', 'sampleid', 'sampleno', 'label', 'kodsampel'],
  parameter: ['parameter', 'parametercode', 'analyte', 'characteristic', 'parameter'],
  value: ['value', 'result', 'resultvalue', 'measurevalue', 'nilai', 'keputusan'],
  unit: ['unit', 'units', 'unitcode'],
  detectionLimit: ['dl', 'mdl', 'detectionlimit', 'limit', 'lod'],
  detectionLimitType: ['dltype', 'limittype', 'detectionlimittype'],
  method: ['method', 'analyticalmethod', 'methodid', 'kaedah'],
  qualifiers: ['qualifier', 'qualifiers', 'flag', 'flags'],
  analysedOn: [
    'analysed',
    'analysedon',
    'analyzed',
    'analysisdate',
    'dateanalysed',
    'tarikhanalisis',
  ],
  labSampleId: ['labsampleid', 'labid', 'labsample'],
  qcType: ['qc', 'qctype', 'qcsample'],
  spikeAdded: ['spike', 'spikeadded', 'spikeamount'],
};

/** A first guess of the mapping from the headers' names (the user corrects and saves it). */
export function suggestMapping(headers: readonly string[]): LabImportMapping {
  const norm = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');
  const out: LabImportMapping = {};
  for (const field of LAB_IMPORT_FIELDS) {
    const found = headers.find((h) => HINTS[field].includes(norm(h)));
    if (found && !Object.values(out).includes(found)) out[field] = found;
  }
  return out;
}

import { describe, expect, it } from 'vitest';
import {
  checkLabRows,
  suggestMapping,
  type LabImportContext,
  type LabImportMapping,
} from './lab-import.js';

const context: LabImportContext = {
  samples: new Map([
    ['MRWQM-000001', { state: 'in_analysis', parameters: new Set(['BOD', 'NH3N', 'COD']) }],
    ['MRWQM-000002', { state: 'in_transit', parameters: new Set(['BOD', 'NH3N']) }],
    ['MRWQM-000003', { state: 'lab_verified', parameters: new Set(['BOD']) }],
  ]),
  parameters: new Map([
    ['BOD', { unit: 'mg/L' }],
    ['NH3N', { unit: 'mg/L' }],
    ['COD', { unit: 'mg/L' }],
    ['TSS', { unit: 'mg/L' }],
  ]),
  qualifiers: new Set(['LJ', 'QX', 'MD']),
};
const headers = [
  'Sample No',
  'Analyte',
  'Result',
  'MDL',
  'Units',
  'Method',
  'Flags',
  'Date analysed',
  'QC',
  'Spike',
];
const mapping = {
  sampleCode: 'Sample No',
  parameter: 'Analyte',
  value: 'Result',
  detectionLimit: 'MDL',
  unit: 'Units',
  method: 'Method',
  qualifiers: 'Flags',
  analysedOn: 'Date analysed',
  qcType: 'QC',
  spikeAdded: 'Spike',
};
const row = (...cells: string[]) => [
  ...cells,
  ...Array<string>(headers.length - cells.length).fill(''),
];
/** The rows checked as a file of `headers` under `columns` (the full mapping unless given). */
const check = (rows: string[][], columns: LabImportMapping = mapping) =>
  checkLabRows(headers, rows, columns, context);

describe('checkLabRows: a lab file under a saved column mapping', () => {
  it('reads a good row with every mapped field', () => {
    const [checked] = check([
      row(
        'mrwqm-000001',
        'nh3n',
        '<0.05',
        '0.05',
        'mg/L',
        'APHA 4500-NH3 F',
        'LJ, qx',
        '12/03/2026',
      ),
    ]);
    expect(checked).toEqual({
      row: 2,
      ok: true,
      line: {
        sampleCode: 'MRWQM-000001',
        parameterCode: 'NH3N',
        result: { reported: '<0.05', value: 0.05, censored: '<' },
        detectionLimit: 0.05,
        detectionLimitType: null,
        method: 'APHA 4500-NH3 F',
        qualifiers: ['LJ', 'QX'],
        analysedOn: '2026-03-12',
        labSampleId: null,
        qcType: null,
        spikeAdded: null,
      },
    });
  });

  it('reports each bad row with all its problems and keeps the good ones', () => {
    const checked = check([
      row('MRWQM-000001', 'BOD', '2.1'),
      row('MRWQM-000009', 'BOD', '2.1'),
      row('MRWQM-000003', 'BOD', '2.1'),
      row('MRWQM-000002', 'TSS', 'abc', '-1', 'ug/L'),
      row('', '', ''),
      row('MRWQM-000002', 'XYZ', 'ND'),
      row('MRWQM-000001', 'COD', '7', '', '', '', 'ZZ', '31/02/2026'),
      row('MRWQM-000001', 'BOD', '2.2'),
      row('MRWQM-000002', 'NH3N', '0.4'),
    ]);
    expect(
      checked.map((c) =>
        c.ok
          ? `${c.row} ok`
          : `${c.row} ${c.problems.map((p) => `${p.field}:${p.code}`).join(',')}`,
      ),
    ).toEqual([
      '2 ok',
      '3 sampleCode:unknownSample',
      '4 sampleCode:sampleState',
      '5 parameter:notMeasured,unit:unitMismatch,detectionLimit:numberInvalid,value:valueUnreadable',
      '7 parameter:unknownParameter,value:detectionLimitRequired',
      '8 qualifiers:qualifierUnknown,analysedOn:dateInvalid',
      '9 sampleCode:repeated',
      '10 ok',
    ]);
  });

  it('names the missing required fields', () => {
    const [checked] = check([row('MRWQM-000001', '', '')]);
    expect(checked).toEqual({
      row: 2,
      ok: false,
      problems: [
        { field: 'parameter', code: 'required' },
        { field: 'value', code: 'required' },
      ],
    });
  });

  it('reads QC rows: a blank needs no sample, a spike needs the amount added', () => {
    const checked = check([
      row('', 'NH3N', '0.01', '0.05', '', '', '', '', 'MB'),
      row('MRWQM-000001', 'NH3N', '1.5', '', '', '', '', '', 'spike', '1'),
      row('MRWQM-000001', 'NH3N', '1.5', '', '', '', '', '', 'SPK'),
      row('MRWQM-000001', 'NH3N', '1.5', '', '', '', '', '', 'triplicate'),
      row('MRWQM-000003', 'BOD', '2.0', '', '', '', '', '', 'DUP'),
    ]);
    expect(
      checked.map((c) => (c.ok ? c.line.qcType : c.problems.map((p) => p.code).join(','))),
    ).toEqual(['method_blank', 'spike', 'spikeAddedRequired', 'qcTypeUnknown', 'duplicate']);
  });

  it('reads only mapped columns: an unmapped optional field is empty', () => {
    const [checked] = check([row('MRWQM-000001', 'BOD', '2.1', '0.5', 'mg/L', 'APHA 5210 B')], {
      sampleCode: 'Sample No',
      parameter: 'Analyte',
      value: 'Result',
    });
    expect(checked?.ok && checked.line).toMatchObject({ detectionLimit: null, method: null });
  });
});

describe('suggestMapping', () => {
  it('guesses the fields from common header names', () => {
    // These header names suggest exactly the full mapping the checks above use.
    expect(suggestMapping(headers)).toEqual(mapping);
  });
});

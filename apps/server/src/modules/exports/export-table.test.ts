import { describe, expect, it } from 'vitest';
import { cellText, columnTitle, type ExportTable } from './export-table.js';
import { pdfColumnTitle } from './pdf-layout.js';
import { csvChunks } from './write-csv.js';

const table: ExportTable = {
  title: 'Values',
  fileName: 'values',
  parameters: [],
  columns: [
    { key: 'pm10', header: 'PM10', unit: 'ug/m3', decimals: 0 },
    { key: 'temp', header: 'Temperature', unit: 'oC', decimals: 1 },
    { key: 'co', header: 'CO', unit: 'mg/m3', decimals: 2 },
  ],
  rows: [{ pm10: 15.747045, temp: 27.349, co: 1.5 }],
};

describe('exported units and decimals', () => {
  it('titles a column with the unit as people read it, in every format', () => {
    expect(table.columns.map(columnTitle)).toEqual([
      'PM10 (µg/m³)',
      'Temperature (°C)',
      'CO (mg/m³)',
    ]);
    expect(pdfColumnTitle(table.columns[0]!)).toBe('PM10 (µg/m³)');
  });

  it('writes the CSV with readable units and each parameter’s decimals', async () => {
    let csv = '';
    for await (const chunk of csvChunks(table, async () => {})) csv += chunk;
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'PM10 (µg/m³),Temperature (°C),CO (mg/m³)',
      '16,27.3,1.50',
      '',
    ]);
    expect(cellText(15.747045, { key: 'v', header: 'v', decimals: 1 })).toBe('15.7');
  });

  it('writes a column of unit codes as people read them, and other text as it is', () => {
    const units = { key: 'unit', header: 'Unit', unitCodes: true };
    expect(['ug/m3', 'oC', 'NTU'].map((u) => cellText(u, units))).toEqual(['µg/m³', '°C', 'NTU']);
    expect(cellText('ug/m3', { key: 'note', header: 'Note' })).toBe('ug/m3');
  });
});

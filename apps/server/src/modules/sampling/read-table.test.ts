import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { xlsxBomb } from '../../test/zip-fixture.js';
import { MAX_IMPORT_ROWS, readTable } from './read-table.js';

const workbook = async (rows: readonly (readonly unknown[])[]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Results');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
};

const refusal = (data: Buffer) =>
  readTable(data).then(
    () => null,
    (err: unknown) => err,
  );

describe('readTable (lab files)', () => {
  it('reads a workbook’s first sheet as text cells, empty rows kept in place', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Results');
    sheet.addRow(['Sample No', 'Analyte', 'Result']);
    sheet.addRow(['MRWQM-000001', 'BOD', 7]);
    sheet.getRow(4).values = ['MRWQM-000002', 'COD', 12];
    const table = await readTable(Buffer.from(await book.xlsx.writeBuffer()));
    expect(table).toEqual({
      headers: ['Sample No', 'Analyte', 'Result'],
      rows: [
        ['MRWQM-000001', 'BOD', '7'],
        ['', '', ''],
        ['MRWQM-000002', 'COD', '12'],
      ],
    });
  });

  it('refuses a workbook that unpacks to more than 50 MB before reading it (413)', async () => {
    const started = Date.now();
    const err = await refusal(xlsxBomb(110 * 1024 * 1024));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'UPLOAD_UNPACKED_TOO_LARGE' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await refusal(xlsxBomb(110 * 1024 * 1024, 4096))).toMatchObject({
      code: 'SAMPLING_IMPORT_UNREADABLE',
    });
  });

  it('refuses a workbook past the row limit, and a ZIP that is no workbook', async () => {
    const rows = [
      ['Sample No', 'Analyte', 'Result'],
      ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [`S${i}`, 'BOD', i]),
    ];
    expect(await refusal(await workbook(rows))).toMatchObject({
      code: 'SAMPLING_IMPORT_UNREADABLE',
    });
    expect(await refusal(await workbook(rows.slice(0, MAX_IMPORT_ROWS + 1)))).toBeNull();
    expect(
      await refusal(Buffer.from('PK\u0003\u0004 xl/workbook.xml [Content_Types].xml')),
    ).toMatchObject({
      code: 'SAMPLING_IMPORT_UNREADABLE',
    });
  });
});

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { xlsxBomb } from '../test/zip-fixture.js';
import { isXlsx, sheetRows } from './xlsx-sheet.js';

const rowsOf = async (data: Buffer, limit = Infinity) => {
  const rows: { number: number; values: readonly ExcelJS.CellValue[] }[] = [];
  for await (const row of sheetRows(data)) {
    if (rows.length >= limit) break;
    rows.push({ number: row.number, values: row.values });
  }
  return rows;
};

describe('sheetRows', () => {
  it('reads the first sheet of a workbook: shared strings, numbers and dates, with row numbers', async () => {
    const book = new ExcelJS.Workbook();
    const first = book.addWorksheet('Readings');
    book.addWorksheet('Notes').addRow(['not this one']);
    first.addRow(['Date', 'PM10']);
    first.addRow([new Date(Date.UTC(2026, 0, 15)), 42.5]);
    first.getCell('A2').numFmt = 'dd/mm/yyyy';
    first.getRow(4).values = ['16/01/2026', 40];
    const data = Buffer.from(await book.xlsx.writeBuffer());
    expect(isXlsx(data)).toBe(true);
    expect(await rowsOf(data)).toEqual([
      { number: 1, values: ['Date', 'PM10'] },
      { number: 2, values: [new Date(Date.UTC(2026, 0, 15)), 42.5] },
      { number: 4, values: ['16/01/2026', 40] },
    ]);
  });

  it('stops where the caller stops', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Big');
    for (let i = 0; i < 20_000; i++) sheet.addRow([`row ${i}`, i]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const rows = await rowsOf(data, 3);
    expect(rows.map((r) => r.values)).toEqual([
      ['row 0', 0],
      ['row 1', 1],
      ['row 2', 2],
    ]);
  });

  it('refuses a workbook whose archive declares more than 50 MB unpacked, before inflating it', async () => {
    const bomb = xlsxBomb(110 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const refusal = await rowsOf(bomb).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'UPLOAD_UNPACKED_TOO_LARGE', values: { max: 50 } });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a workbook whose archive understates what its sheet unpacks to', async () => {
    const liar = xlsxBomb(110 * 1024 * 1024, 4096);
    const refusal = await rowsOf(liar).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).not.toBeInstanceOf(AppError);
    expect(String((refusal as Error).message)).toMatch(/cannot be read/);
  });

  it('refuses what is not a workbook', async () => {
    await expect(rowsOf(Buffer.from('date,value\n'))).rejects.toThrow(/Not an Excel workbook/);
  });
});

import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  cellValue,
  columnTitle,
  neutraliseFormula,
  rowBatches,
  type ExportTable,
} from './export-table.js';

/** A cell as written: text defused like the CSV's, so no export carries a live formula. */
const safe = (value: string | number | null) =>
  typeof value === 'string' ? neutraliseFormula(value) : value;

/** Excel number format for a column's decimals (`0.00` for 2), General when not given. */
function numberFormat(decimals: number | undefined): string | undefined {
  if (decimals === undefined) return undefined;
  return decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`;
}

/**
 * Writes the table as an XLSX workbook into `out`, row by row (ExcelJS's streaming writer, so a
 * long range is never held whole): the title, the query's parameters, then a header row in the
 * caller's language with each column's unit, then the data with the columns' decimals.
 */
export async function writeXlsx(
  table: ExportTable,
  out: PassThrough,
  onRows: (count: number) => Promise<void>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(
    table.title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31) || 'Report',
  );
  sheet.columns = table.columns.map((c) => ({
    key: c.key,
    width: Math.min(40, Math.max(10, columnTitle(c).length + 2)),
    style: { numFmt: numberFormat(c.decimals) },
  }));

  const titleRow = sheet.addRow([safe(table.title)]);
  titleRow.font = { bold: true, size: 14 };
  titleRow.commit();
  for (const p of table.parameters) sheet.addRow([safe(p.label), safe(p.value)]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(table.columns.map((c) => safe(columnTitle(c))));
  header.font = { bold: true };
  header.commit();

  for await (const batch of rowBatches(table.rows)) {
    for (const row of batch)
      sheet.addRow(table.columns.map((c) => safe(cellValue(row[c.key], c)))).commit();
    await onRows(batch.length);
  }
  sheet.commit();
  await workbook.commit();
}

import {
  cellText,
  columnTitle,
  neutraliseFormula,
  rowBatches,
  type ExportTable,
} from './export-table.js';

/** Quotes a CSV field when needed, and defuses text a spreadsheet would run as a formula. */
function csvField(text: string): string {
  const safe = neutraliseFormula(text);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The table as CSV text, one chunk per batch of rows, so a long range is streamed to storage
 * and never held whole. Starts with a UTF-8 byte order mark so spreadsheets read "µg/m³" right.
 * The data level the XLSX and PDF state above their table is the last column here, on every row.
 */
export async function* csvChunks(
  table: ExportTable,
  onRows: (count: number) => Promise<void>,
): AsyncGenerator<string> {
  const level = table.parameters.find((p) => p.key === 'dataLevel');
  const titles = [...table.columns.map(columnTitle), ...(level ? [level.label] : [])];
  const levelCell = level ? `,${csvField(level.value)}` : '';
  yield `\uFEFF${titles.map(csvField).join(',')}\r\n`;
  for await (const batch of rowBatches(table.rows)) {
    yield (
      batch
        .map(
          (row) =>
            table.columns.map((c) => csvField(cellText(row[c.key], c))).join(',') + levelCell,
        )
        .join('\r\n') + '\r\n'
    );
    await onRows(batch.length);
  }
}

/** One accepted line of an import file. */
export interface ImportLine {
  readonly row: number;
  readonly stationId: string;
  readonly sampledOn: string;
  readonly parameterCode: string;
  readonly value: number;
  readonly censored: boolean;
}

/** A refused line and why (a locale key of the `soj` namespace). */
export interface ImportProblem {
  readonly row: number;
  readonly key: string;
}

const HEADER = ['station_id', 'sampled_on', 'parameter', 'value'];

/** The quarter of a local day: `2025-03-14` → `2025-Q1`. */
export function quarterOf(day: string): string {
  return `${day.slice(0, 4)}-Q${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;
}

function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/**
 * Reads a results file: a header `station_id,sampled_on,parameter,value` then one result per line
 * (comma or semicolon separated; a value written `<0.5` is below the detection limit 0.5). Rows
 * are numbered as a spreadsheet shows them (the header is row 1). Good lines are kept; each bad
 * one is reported with its reason.
 */
export function parseResultsFile(
  text: string,
  knownParameters: ReadonlySet<string>,
): { lines: ImportLine[]; problems: ImportProblem[] } {
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const split = (line: string) =>
    line.split(/[,;]/).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
  const header = split(rows[0] ?? '').map((h) => h.toLowerCase());
  if (HEADER.some((name, i) => header[i] !== name))
    return { lines: [], problems: [{ row: 1, key: 'soj:import.badHeader' }] };
  const lines: ImportLine[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  rows.slice(1).forEach((raw, i) => {
    const row = i + 2;
    if (raw.trim() === '') return;
    const [stationId = '', sampledOn = '', parameter = '', valueText = ''] = split(raw);
    const parameterCode = parameter.toUpperCase();
    const censored = valueText.startsWith('<');
    const value = Number(censored ? valueText.slice(1) : valueText);
    let key: string | null = null;
    if (!stationId) key = 'soj:import.noStation';
    else if (!isDay(sampledOn)) key = 'soj:import.badDate';
    else if (!knownParameters.has(parameterCode)) key = 'soj:import.unknownParameter';
    else if (valueText === '' || !Number.isFinite(value)) key = 'soj:import.badValue';
    else if (seen.has(`${stationId}|${quarterOf(sampledOn)}|${parameterCode}`))
      key = 'soj:import.repeated';
    if (key) {
      problems.push({ row, key });
      return;
    }
    seen.add(`${stationId}|${quarterOf(sampledOn)}|${parameterCode}`);
    lines.push({ row, stationId, sampledOn, parameterCode, value, censored });
  });
  return { lines, problems };
}

import type { AlertStatus } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { AlertRow } from '@eqmp/domain';

/** Tag colours per status (Ant Design preset names, so both themes read well). */
export const STATUS_COLOUR: Readonly<Record<AlertStatus, string>> = {
  open: 'red',
  acknowledged: 'gold',
  closed: 'default',
  auto_closed: 'green',
};

/** A measured value with up to three decimals ('–' when none). */
export function formatValue(value: number | null, language: Language): string {
  if (value === null) return '–';
  return new Intl.NumberFormat(language === 'ms' ? 'ms-MY' : 'en-US', {
    maximumFractionDigits: 3,
  }).format(value);
}

/** The parameter's catalogue name in the user's language, with its code. */
export function parameterLabel(
  row: Pick<AlertRow, 'parameterCode' | 'parameterNameEn' | 'parameterNameMs' | 'averaging'>,
  language: Language,
): string {
  if (!row.parameterCode) return '–';
  const name = (language === 'ms' ? row.parameterNameMs : row.parameterNameEn) ?? row.parameterCode;
  const label = name === row.parameterCode ? name : `${name} (${row.parameterCode})`;
  return row.averaging ? `${label} · ${row.averaging}` : label;
}

export const isPending = (status: AlertStatus) => status === 'open' || status === 'acknowledged';

import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TableParams } from '../../../lib/useTableParams';

/** Each kind of period: its picker, its name, how its ends are written in the URL and read back. */
const PERIODS = {
  day: {
    picker: 'date',
    label: 'executiveSummary:filter.period',
    format: 'YYYY-MM-DD',
    read: (day: string) => dayjs(day),
  },
  month: {
    picker: 'month',
    label: 'executiveSummary:filter.months',
    format: 'YYYY-MM',
    read: (month: string) => dayjs(`${month}-01`),
  },
} as const;

/**
 * A period of days or months (`from`/`to`, both included, `YYYY-MM-DD` or `YYYY-MM`) kept in the
 * URL; empty: the server's default.
 */
export function PeriodFilter({
  params,
  unit,
}: {
  params: TableParams;
  unit: keyof typeof PERIODS;
}) {
  const { t } = useTranslation();
  const { picker, label, format, read } = PERIODS[unit];
  const from = params.get('from');
  const to = params.get('to');
  return (
    <DatePicker.RangePicker
      picker={picker}
      aria-label={t(label)}
      value={from && to ? [read(from), read(to)] : null}
      onChange={(range) =>
        params.set({ from: range?.[0]?.format(format), to: range?.[1]?.format(format) })
      }
    />
  );
}

import type { ReportDefinition } from '@eqmp/domain';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ReportSearch } from '../utils/report-search';

/**
 * The periods of one day, month or year: the picker, the field of the search that keeps it, its
 * name, how it is written, what makes it a day to read, and the fields a new choice clears (a
 * year's cases differ).
 */
const ONE_PERIOD = {
  day: {
    picker: 'date',
    field: 'date',
    label: 'reports:field.date',
    format: 'YYYY-MM-DD',
    start: '',
    clears: {},
  },
  month: {
    picker: 'month',
    field: 'month',
    label: 'reports:field.month',
    format: 'YYYY-MM',
    start: '-01',
    clears: {},
  },
  year: {
    picker: 'year',
    field: 'year',
    label: 'reports:field.year',
    format: 'YYYY',
    start: '-01-01',
    clears: { caseID: undefined },
  },
} as const;

/** The period picker a report's definition asks for: a date, a month, a year or a from–to range. */
export function ReportPeriodPicker({
  def,
  query,
  set,
}: {
  def: ReportDefinition;
  query: ReportSearch;
  set: (changes: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation();
  if (def.period !== 'range') {
    const { picker, field, label, format, start, clears } = ONE_PERIOD[def.period];
    const value = query[field];
    return (
      <DatePicker
        picker={picker}
        aria-label={t(label)}
        allowClear={false}
        value={value ? dayjs(`${value}${start}`) : null}
        onChange={(d) => d && set({ [field]: d.format(format), ...clears })}
      />
    );
  }
  return (
    <DatePicker.RangePicker
      aria-label={t('reports:field.period')}
      allowClear={false}
      value={query.from && query.to ? [dayjs(query.from), dayjs(query.to)] : null}
      onChange={(r) =>
        r?.[0] && r[1] && set({ from: r[0].format('YYYY-MM-DD'), to: r[1].format('YYYY-MM-DD') })
      }
    />
  );
}

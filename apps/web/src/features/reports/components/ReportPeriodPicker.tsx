import type { ReportDefinition } from '@eqmp/domain';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { ReportSearch } from '../utils/report-search';

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
  if (def.period === 'day') {
    return (
      <DatePicker
        aria-label={t('reports:field.date')}
        allowClear={false}
        value={query.date ? dayjs(query.date) : null}
        onChange={(d) => d && set({ date: d.format('YYYY-MM-DD') })}
      />
    );
  }
  if (def.period === 'month') {
    return (
      <DatePicker
        picker="month"
        aria-label={t('reports:field.month')}
        allowClear={false}
        value={query.month ? dayjs(`${query.month}-01`) : null}
        onChange={(d) => d && set({ month: d.format('YYYY-MM') })}
      />
    );
  }
  if (def.period === 'year') {
    return (
      <DatePicker
        picker="year"
        aria-label={t('reports:field.year')}
        allowClear={false}
        value={query.year ? dayjs(`${query.year}-01-01`) : null}
        onChange={(d) => d && set({ year: d.format('YYYY'), caseID: undefined })}
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

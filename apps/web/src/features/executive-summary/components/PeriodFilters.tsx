import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TableParams } from '../../../lib/useTableParams';

/** A period of days (`from`/`to`, both included) kept in the URL; empty: the server's default. */
export function DayRangeFilter({ params }: { params: TableParams }) {
  const { t } = useTranslation();
  const from = params.get('from');
  const to = params.get('to');
  return (
    <DatePicker.RangePicker
      aria-label={t('executiveSummary:filter.period')}
      value={from && to ? [dayjs(from), dayjs(to)] : null}
      onChange={(range) =>
        params.set({
          from: range?.[0]?.format('YYYY-MM-DD'),
          to: range?.[1]?.format('YYYY-MM-DD'),
        })
      }
    />
  );
}

/** A period of months (`from`/`to`, `YYYY-MM`) kept in the URL. */
export function MonthRangeFilter({ params }: { params: TableParams }) {
  const { t } = useTranslation();
  const from = params.get('from');
  const to = params.get('to');
  return (
    <DatePicker.RangePicker
      picker="month"
      aria-label={t('executiveSummary:filter.months')}
      value={from && to ? [dayjs(`${from}-01`), dayjs(`${to}-01`)] : null}
      onChange={(range) =>
        params.set({ from: range?.[0]?.format('YYYY-MM'), to: range?.[1]?.format('YYYY-MM') })
      }
    />
  );
}

import type { KpiPeriod } from '@eqmp/domain';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TableParams } from '../../../lib/useTableParams';

/** The system KPI's period (`from`–`to` in the URL): days, or whole months when by month. */
export function KpiRangePicker({
  period,
  from,
  to,
  params,
}: {
  period: KpiPeriod;
  from: string | undefined;
  to: string | undefined;
  params: TableParams;
}) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      picker={period === 'month' ? 'month' : 'date'}
      aria-label={t('kpi:filter.range')}
      allowClear={false}
      value={from && to ? [dayjs(from), dayjs(to)] : null}
      onChange={(range) =>
        range?.[0] &&
        range[1] &&
        params.set({
          from: (period === 'month' ? range[0].startOf('month') : range[0]).format('YYYY-MM-DD'),
          to: (period === 'month' ? range[1].endOf('month') : range[1]).format('YYYY-MM-DD'),
        })
      }
    />
  );
}

import { DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { TableParams } from '../../../lib/useTableParams';
import { ParamSelect } from '../../../components/ParamSelect';

/** A date range and one category filter, both kept in the URL. */
export function LogFilters({
  params,
  category,
}: {
  params: TableParams;
  category: { name: string; options: { value: string; label: string }[]; placeholder: string };
}) {
  const { t } = useTranslation();
  const from = params.get('from');
  const to = params.get('to');
  return (
    <Space wrap>
      <ParamSelect
        params={params}
        param={category.name}
        style={{ minWidth: 200 }}
        placeholder={category.placeholder}
        options={category.options}
      />
      <DatePicker.RangePicker
        aria-label={t('admin:logs.range')}
        value={from && to ? [dayjs(from), dayjs(to).subtract(1, 'day')] : null}
        onChange={(range) =>
          params.set({
            from: range?.[0]?.startOf('day').toISOString(),
            to: range?.[1]?.add(1, 'day').startOf('day').toISOString(),
          })
        }
      />
    </Space>
  );
}

import { DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** A module's station (optional, searchable) and a month: the filter of the QA/QC report pages. */
export function StationMonthFilter({
  stations,
  station,
  month,
  onStation,
  onMonth,
}: {
  stations: readonly { readonly id: string; readonly name: string }[];
  station: string | undefined;
  month: string;
  onStation: (id: string | undefined) => void;
  onMonth: (month: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Select
        aria-label={t('qaqc:filter.station')}
        placeholder={t('qaqc:filter.station')}
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: 280 }}
        value={station}
        options={stations.map((s) => ({ value: s.id, label: `${s.id} — ${s.name}` }))}
        onChange={(id?: string) => onStation(id)}
      />
      <DatePicker
        picker="month"
        aria-label={t('qaqc:filter.month')}
        allowClear={false}
        value={dayjs(`${month}-01`)}
        onChange={(d) => d && onMonth(d.format('YYYY-MM'))}
      />
    </Space>
  );
}

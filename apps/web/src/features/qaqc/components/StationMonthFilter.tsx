import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { StationSelect } from '../../../components/StationSelect';
import { MonthPicker } from '../../../components/MonthPicker';

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
      <StationSelect
        label={t('qaqc:filter.station')}
        allowClear
        style={{ width: 280 }}
        value={station}
        stations={stations}
        onChange={(id?: string) => onStation(id)}
      />
      <MonthPicker month={month} label={t('qaqc:filter.month')} onChange={onMonth} />
    </Space>
  );
}

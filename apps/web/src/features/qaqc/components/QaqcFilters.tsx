import { displayUnit, type QaqcStationsResponse } from '@eqmp/domain';
import { DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export interface QaqcSelection {
  readonly stationId: string | undefined;
  readonly parameterCode: string | undefined;
  readonly month: string;
}

/** Station, parameter and month pickers of the QA/QC pages; `allParameters` adds a "whole station" choice. */
export function QaqcFilters({
  stations,
  value,
  onChange,
  allParameters = false,
}: {
  stations: QaqcStationsResponse | undefined;
  value: QaqcSelection;
  onChange: (next: Partial<Record<'station' | 'parameter' | 'month', string | undefined>>) => void;
  allParameters?: boolean;
}) {
  const { t } = useTranslation();
  const station = stations?.find((s) => s.id === value.stationId);
  const parameters = [
    ...(allParameters ? [{ value: '*', label: t('qaqc:filter.allParameters') }] : []),
    ...(station?.parameters ?? []).map((p) => ({
      value: p.code,
      label: `${p.code} (${displayUnit(p.unit)})`,
    })),
  ];
  return (
    <Space wrap>
      <Select
        aria-label={t('qaqc:filter.station')}
        placeholder={t('qaqc:filter.station')}
        showSearch
        optionFilterProp="label"
        style={{ width: 280 }}
        value={value.stationId}
        options={(stations ?? []).map((s) => ({ value: s.id, label: `${s.id} — ${s.name}` }))}
        onChange={(id: string) => onChange({ station: id, parameter: undefined })}
      />
      <Select
        aria-label={t('qaqc:filter.parameter')}
        placeholder={t('qaqc:filter.parameter')}
        style={{ width: 200 }}
        value={value.parameterCode}
        options={parameters}
        onChange={(code: string) => onChange({ parameter: code })}
      />
      <DatePicker
        picker="month"
        aria-label={t('qaqc:filter.month')}
        allowClear={false}
        value={dayjs(`${value.month}-01`)}
        onChange={(d) => d && onChange({ month: d.format('YYYY-MM') })}
      />
    </Space>
  );
}

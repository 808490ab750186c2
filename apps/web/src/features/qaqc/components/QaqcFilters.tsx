import { displayUnit, type QaqcStationsResponse } from '@eqmp/domain';
import { Button, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { StationSelect } from '../../../components/StationSelect';
import { MonthPicker } from '../../../components/MonthPicker';

export interface QaqcSelection {
  readonly stationId: string | undefined;
  readonly parameterCode: string | undefined;
  /** The parameters chosen together (the 2nd-level page). */
  readonly parameterCodes?: readonly string[];
  readonly month: string;
}

type Changes = Partial<Record<'station' | 'parameter' | 'month', string | string[] | undefined>>;

/**
 * Station, parameter and month pickers of the QA/QC pages; `allParameters` adds a "whole station"
 * choice, `multiple` lets several parameters (or all of the station's) be chosen together.
 */
export function QaqcFilters({
  stations,
  value,
  onChange,
  allParameters = false,
  multiple = false,
}: {
  stations: QaqcStationsResponse | undefined;
  value: QaqcSelection;
  onChange: (next: Changes) => void;
  allParameters?: boolean;
  multiple?: boolean;
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
      <StationSelect
        label={t('qaqc:filter.station')}
        style={{ width: 280 }}
        value={value.stationId}
        stations={stations}
        onChange={(id: string) => onChange({ station: id, parameter: undefined })}
      />
      {multiple ? (
        <>
          <Select
            mode="multiple"
            aria-label={t('qaqc:filter.parameters')}
            placeholder={t('qaqc:filter.parameters')}
            style={{ minWidth: 200 }}
            value={[...(value.parameterCodes ?? [])]}
            options={parameters}
            onChange={(codes: string[]) => onChange({ parameter: codes })}
          />
          <Button
            disabled={!station}
            onClick={() => onChange({ parameter: station?.parameters.map((p) => p.code) })}
          >
            {t('qaqc:filter.allParameters')}
          </Button>
        </>
      ) : (
        <Select
          aria-label={t('qaqc:filter.parameter')}
          placeholder={t('qaqc:filter.parameter')}
          style={{ width: 200 }}
          value={value.parameterCode}
          options={parameters}
          onChange={(code: string) => onChange({ parameter: code })}
        />
      )}
      <MonthPicker
        month={value.month}
        label={t('qaqc:filter.month')}
        onChange={(m) => onChange({ month: m })}
      />
    </Space>
  );
}

import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** The station filter of a sampling page: its stations as `id — name`, searchable by that. */
export function StationFilter({
  stations,
  value,
  onChange,
  style,
}: {
  stations: readonly { id: string; name: string }[];
  value: string | undefined;
  onChange: (station: string | undefined) => void;
  style: CSSProperties;
}) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      aria-label={t('sampling:filter.station')}
      placeholder={t('sampling:filter.station')}
      style={style}
      value={value}
      onChange={(v?: string) => onChange(v)}
      options={stations.map((s) => ({ value: s.id, label: `${s.id} — ${s.name}` }))}
    />
  );
}

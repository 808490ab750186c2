import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { StationSelect } from '../../../components/StationSelect';

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
    <StationSelect
      allowClear
      label={t('sampling:filter.station')}
      stations={stations}
      style={style}
      value={value}
      onChange={(v?: string) => onChange(v)}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sojStationsQuery } from '../api/soj-api';

/** The page's filters in its address, and a setter that drops a filter left empty. */
export function useSojFilterParams() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  return { params, set };
}

/** One filter of an SOJ list, named by `soj:filter.<name>`; clearing it shows all. */
export function FilterSelect({
  name,
  width,
  value,
  onChange,
  options,
}: {
  name: string;
  width: number;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: SelectProps['options'];
}) {
  const { t } = useTranslation();
  return (
    <Select
      allowClear
      aria-label={t(`soj:filter.${name}`)}
      placeholder={t(`soj:filter.${name}`)}
      style={{ width }}
      value={value}
      onChange={(v?: string) => onChange(v)}
      options={options}
    />
  );
}

/** The station filter of an SOJ list: both sides' stations as `id · name`. */
export function StationFilter({
  width,
  value,
  onChange,
}: {
  width: number;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const stations = useQuery(sojStationsQuery);
  return (
    <FilterSelect
      name="station"
      width={width}
      value={value}
      onChange={onChange}
      options={(stations.data ?? []).map((s) => ({ value: s.id, label: `${s.id} · ${s.name}` }))}
    />
  );
}

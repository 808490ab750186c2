import { Select } from 'antd';
import type { TableParams } from '../lib/useTableParams';

/** A state to keep a list to, kept in the URL as `param`; the states are searchable by name. */
export function StateParamFilter({
  params,
  param,
  states,
  loading,
  placeholder,
  label,
}: {
  params: TableParams;
  param: string;
  states: readonly { id: number; name: string }[] | undefined;
  loading: boolean;
  placeholder: string;
  label: string;
}) {
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 200 }}
      placeholder={placeholder}
      aria-label={label}
      loading={loading}
      value={params.get(param)}
      onChange={(v?: string) => params.set({ [param]: v })}
      options={states?.map((s) => ({ value: String(s.id), label: s.name }))}
    />
  );
}

import type { TableParams } from '../lib/useTableParams';
import { ParamSelect } from './ParamSelect';

/** A state to keep a list to, kept in the URL as `param`; the states are searchable by name. */
export function StateParamFilter({
  states,
  ...props
}: {
  params: TableParams;
  param: string;
  states: readonly { id: number; name: string }[] | undefined;
  loading: boolean;
  placeholder: string;
  label: string;
}) {
  return (
    <ParamSelect
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 200 }}
      options={states?.map((s) => ({ value: String(s.id), label: s.name }))}
      {...props}
    />
  );
}

import type { SelectProps } from 'antd';
import { SearchSelect } from './SearchSelect';

/**
 * A choice among `stations`, each written `id — name` and searchable by that; `label` names the
 * field and is its placeholder.
 */
export function StationSelect<V = string>({
  stations,
  ...props
}: Omit<SelectProps<V>, 'options'> & {
  stations: readonly { readonly id: string; readonly name: string }[] | undefined;
  label?: string;
}) {
  return (
    <SearchSelect<V>
      options={(stations ?? []).map((s) => ({ value: s.id, label: `${s.id} — ${s.name}` }))}
      {...props}
    />
  );
}

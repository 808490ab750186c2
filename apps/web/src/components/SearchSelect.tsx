import { Select, type SelectProps } from 'antd';

/** A choice searchable by its options' labels; `label` names it and is its placeholder. */
export function SearchSelect<V = string>({
  label,
  ...props
}: SelectProps<V> & {
  label?: string;
}) {
  return (
    <Select<V>
      showSearch
      optionFilterProp="label"
      aria-label={label}
      placeholder={label}
      {...props}
    />
  );
}

import { Select, type SelectProps } from 'antd';
import { urlChoice, type TableParams } from '../lib/useTableParams';

/** A list filter of one choice kept in the URL as `param`, named `label`; cleared, it shows all. */
export function ParamSelect({
  params,
  param,
  label,
  ...props
}: Omit<SelectProps<string>, 'value' | 'onChange'> & {
  params: TableParams;
  param: string;
  label?: string;
}) {
  return <Select aria-label={label} {...urlChoice(params, param)} {...props} />;
}

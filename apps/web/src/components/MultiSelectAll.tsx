import { Checkbox, Divider, Select } from 'antd';
import { useTranslation } from 'react-i18next';

export interface MultiSelectAllProps {
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly value: readonly string[];
  readonly onChange: (value: string[]) => void;
  readonly placeholder: string;
  readonly 'aria-label'?: string;
  readonly testId?: string;
  readonly style?: React.CSSProperties;
  readonly disabled?: boolean;
}

/**
 * A multi-select with a "Select all" box above its options (spec §2: select-all for states,
 * basins, rivers, stations, categories and parameters). Searching filters the options by label.
 */
export function MultiSelectAll({
  options,
  value,
  onChange,
  placeholder,
  testId,
  style,
  disabled,
  ...rest
}: MultiSelectAllProps) {
  const { t } = useTranslation();
  const all = options.length > 0 && options.every((o) => value.includes(o.value));
  const some = value.length > 0 && !all;
  return (
    <Select
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      showSearch={{ optionFilterProp: 'label' }}
      aria-label={rest['aria-label'] ?? placeholder}
      data-testid={testId}
      placeholder={placeholder}
      disabled={disabled}
      style={{ minWidth: 180, ...style }}
      value={[...value]}
      onChange={(next: string[]) => onChange(next)}
      options={options.map((o) => ({ value: o.value, label: o.label }))}
      popupRender={(menu) => (
        <>
          <Checkbox
            style={{ padding: '4px 12px' }}
            checked={all}
            indeterminate={some}
            onChange={(event) => onChange(event.target.checked ? options.map((o) => o.value) : [])}
          >
            {t('common:selectAll')}
          </Checkbox>
          <Divider style={{ margin: '4px 0' }} />
          {menu}
        </>
      )}
    />
  );
}

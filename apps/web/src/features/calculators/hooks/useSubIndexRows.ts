import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CalculatorField } from '../utils/calculator-fields';

/**
 * The sub-index panel's rows of a water index: each parameter's label, symbol, unit, the value
 * entered and its sub-index, in the theme's colour (classes belong to the index, not to a
 * single sub-index).
 */
export function useSubIndexRows<K extends string>(
  fields: readonly CalculatorField<K>[],
  input: Partial<Record<K, number>>,
  subindex: Partial<Record<K, number>>,
) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return fields.map((field) => ({
    key: field.key,
    label: t(`calculators:parameter.${field.code}`),
    symbol: t(`calculators:symbol.${field.code}`),
    unit: t(`calculators:unit.${field.unit}`),
    input: input[field.key],
    subIndex: subindex[field.key],
    colour: token.colorPrimary,
  }));
}

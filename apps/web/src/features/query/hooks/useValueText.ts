import { formatValue, type QueryParameter } from '@eqmp/domain';
import { usePreferences } from '../../../lib/preferences';

/**
 * A measured value with its parameter's own decimals in the user's language ('–' for none);
 * the decimals of a parameter the answer does not list default to 2.
 */
export function useValueText(parameters: readonly QueryParameter[]) {
  const { language } = usePreferences();
  const decimals = new Map(parameters.map((p) => [p.code, p.decimals]));
  return (v: number | null | undefined, parameterCode: string | undefined) =>
    v === null || v === undefined
      ? '–'
      : formatValue(v, decimals.get(parameterCode ?? '') ?? 2, language);
}

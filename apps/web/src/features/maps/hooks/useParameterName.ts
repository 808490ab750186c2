import { PARAMETER_SEEDS } from '@eqmp/domain';
import { useCallback } from 'react';
import { usePreferences } from '../../../lib/preferences';

const BY_CODE = new Map(PARAMETER_SEEDS.map((p) => [p.code, p]));

/** A parameter's short name in the user's language (the catalogue's), or its code if unknown. */
export function useParameterName(): (code: string) => string {
  const { language } = usePreferences();
  return useCallback(
    (code: string) => {
      const seed = BY_CODE.get(code);
      if (!seed) return code;
      const name = language === 'ms' ? seed.nameMs : seed.nameEn;
      return name.length <= 12 ? name : code.replace(/^M_/, '');
    },
    [language],
  );
}

/** A parameter's unit from the catalogue, or an empty string. */
export const unitOf = (code: string): string => BY_CODE.get(code)?.unit ?? '';

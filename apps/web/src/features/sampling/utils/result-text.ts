import type { SamplingValidationResponse } from '@eqmp/domain';

type ValidationResult =
  SamplingValidationResponse['stations'][number]['samples'][number]['results'][number];

/**
 * A sample's value as the validation list shows it: a result below or above a limit as the lab
 * reported it (`<0.05`, `ND`, `>16000`) while it is unchanged, not the half limit the index uses;
 * a corrected or plain value as its number; '–' for none.
 */
export function shownValue(r: ValidationResult): string {
  const censored = r.reported !== null && /^([<>]|nd$)/i.test(r.reported);
  if (censored && r.value !== null && r.value === r.raw) return r.reported!;
  return r.value === null ? '–' : String(r.value);
}

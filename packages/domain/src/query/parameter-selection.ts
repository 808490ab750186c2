import { MAX_PARAMETERS_ONE_STATION, MAX_PARAMETERS_SEVERAL_STATIONS } from '../constants.js';

export const PARAMETER_SELECTION_CODES = [
  'OK',
  'NONE_SELECTED',
  'MIXED_UNITS',
  'TOO_MANY_FOR_ONE_STATION',
  'TOO_MANY_FOR_SEVERAL_STATIONS',
] as const;
export type ParameterSelectionCode = (typeof PARAMETER_SELECTION_CODES)[number];

/** What the rule needs of a parameter: its unit code (compared exactly, e.g. `ug/m3`). */
export interface SelectableParameter {
  readonly unit: string;
}

export interface ParameterSelectionCheck {
  readonly code: ParameterSelectionCode;
  /** The most parameters allowed for this number of stations, for the message. */
  readonly max: number;
}

/**
 * The parameter-graph selection rule of spec §5: every selected parameter shares one unit; at
 * most 10 for one station and at most 2 for several (spec §9 constants).
 *
 * The Malay text of the original allows ALL parameters for one station; the English text caps
 * it at 10. The spec records that the two readings conflict; the English reading is enforced
 * here because it is the stricter one and the default language, and one rule must hold for
 * both languages.
 *
 * Checks run in this order: nothing selected, mixed units, too many. A station count of 0 or 1
 * uses the one-station limit; choosing stations is validated elsewhere.
 */
export function checkParameterSelection(
  parameters: readonly SelectableParameter[],
  stationCount: number,
): ParameterSelectionCheck {
  const isSeveral = stationCount > 1;
  const max = isSeveral ? MAX_PARAMETERS_SEVERAL_STATIONS : MAX_PARAMETERS_ONE_STATION;
  const [first] = parameters;
  if (first === undefined) return { code: 'NONE_SELECTED', max };
  if (parameters.some((p) => p.unit !== first.unit)) return { code: 'MIXED_UNITS', max };
  if (parameters.length > max) {
    return { code: isSeveral ? 'TOO_MANY_FOR_SEVERAL_STATIONS' : 'TOO_MANY_FOR_ONE_STATION', max };
  }
  return { code: 'OK', max };
}

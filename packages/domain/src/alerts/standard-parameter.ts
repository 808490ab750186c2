import { isExceedance, type LimitRow, type LimitScheme } from '../standards/limits.js';
import { NWQS_CLASSES } from '../standards/nwqs.js';
import { MARINE_CRITERIA_CLASSES } from '../standards/marine-criteria.js';
import type { Medium } from '../modules.js';

/**
 * The catalogue code of a parameter as the standards tables name it: marine parameters carry an
 * `M_` prefix in the catalogue (M_DO) but not in the criteria (DO); turbidity is TURB / TURBIDITY.
 */
export function standardParameterOf(code: string): string {
  if (code === 'TURB') return 'TURBIDITY';
  return code.startsWith('M_') ? code.slice(2) : code;
}

/** The limit scheme of a medium. */
export function schemeOf(medium: Medium): LimitScheme {
  return medium === 'air' ? 'MAAQS' : medium === 'river' ? 'NWQS' : 'MARINE_CRITERIA';
}

/** The classes of a water scheme, best first. */
export function classesOf(medium: Medium): readonly string[] {
  return medium === 'river' ? NWQS_CLASSES : medium === 'marine' ? MARINE_CRITERIA_CLASSES : [];
}

/**
 * A station's class as the scheme names it: stations may be recorded as class `II`, which NWQS
 * splits into IIA and IIB; IIA (the stricter) is used. Null when the scheme has no such class.
 */
export function normaliseClass(medium: Medium, stationClass: string | null): string | null {
  if (stationClass === null) return null;
  const classes = classesOf(medium);
  const upper = stationClass.trim().toUpperCase();
  if (classes.includes(upper)) return upper;
  return classes.includes(`${upper}A`) ? `${upper}A` : null;
}

/**
 * The water class of a value: the best class whose limit (in force, passed in) it meets, or
 * the worst class when it meets none. Classes without a limit row do not judge. Returns the
 * index in {@link classesOf}, or null when no class of the parameter has a bound.
 */
export function waterClassIndex(
  value: number,
  medium: Medium,
  limitOfClass: (cls: string) => LimitRow | null,
): number | null {
  const classes = classesOf(medium);
  let judged = false;
  for (const [i, cls] of classes.entries()) {
    const limit = limitOfClass(cls);
    if (!limit || (limit.min === null && limit.max === null)) continue;
    judged = true;
    if (!isExceedance(value, limit)) return i;
  }
  return judged ? classes.length - 1 : null;
}

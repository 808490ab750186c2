import { summaryClassColour, type Medium } from '@eqmp/domain';

/** The locale key of a class of a medium, as the map legend names it (NA: no data). */
export function classLabelKey(medium: Medium, cls: string): string {
  if (cls === 'NA') return 'maps:class.noData';
  if (medium === 'air') return `maps:class.air.${cls}`;
  if (medium === 'river') return `maps:class.river.${cls}`;
  return `maps:class.marineCategory.${cls}`;
}

/** A class of a medium with its label and fill, ready for a legend, a pie or a table heading. */
export function classStyle(medium: Medium, cls: string, t: (key: string) => string) {
  return { cls, label: t(classLabelKey(medium, cls)), colour: summaryClassColour(medium, cls) };
}

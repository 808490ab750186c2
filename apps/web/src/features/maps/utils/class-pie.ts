import { MARINE_CATEGORIES, MARINE_CATEGORY_COLOURS, type ModuleCode, MODULES } from '@eqmp/domain';
import type { EChartsCoreOption } from 'echarts/core';
import { buildClassPieOption as classPieOption } from '../../../lib/class-pie-option';
import { classStyles, pieClassOf } from './station-classes';

export interface PieSlice {
  readonly key: string;
  readonly name: string;
  readonly value: number;
  readonly colour: string;
}

/**
 * The slices of the station-class pie (spec §4): one per class among the shown stations, in
 * legend order, plus the group of remaining stations (those the filters leave out) when any are.
 */
export function classPieSlices(
  module: ModuleCode,
  shownClasses: readonly (string | null | undefined)[],
  totalStations: number,
  label: (labelKey: string) => string,
  remainingColour: string,
): PieSlice[] {
  const counts = new Map<string, number>();
  for (const value of shownClasses) {
    const key = pieClassOf(module, value);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const medium = MODULES[module].medium;
  const legend =
    medium === 'marine'
      ? [
          ...MARINE_CATEGORIES.map((c) => ({
            value: c,
            colour: MARINE_CATEGORY_COLOURS[c],
            labelKey: `maps:class.marineCategory.${c}`,
          })),
          { value: 'NA', colour: MARINE_CATEGORY_COLOURS.NA, labelKey: 'maps:class.noData' },
        ]
      : classStyles(medium);
  const slices: PieSlice[] = legend
    .filter((style) => (counts.get(style.value) ?? 0) > 0)
    .map((style) => ({
      key: style.value,
      name: label(style.labelKey),
      value: counts.get(style.value)!,
      colour: style.colour,
    }));
  const remaining = totalStations - shownClasses.length;
  if (remaining > 0)
    slices.push({
      key: 'remaining',
      name: label('maps:class.remaining'),
      value: remaining,
      colour: remainingColour,
    });
  return slices;
}

/** The ECharts option of the class pie, its labels in `textColour`. */
export function buildClassPieOption(
  slices: readonly PieSlice[],
  textColour: string,
): EChartsCoreOption {
  return classPieOption(slices.map((s) => ({ ...s, textColour })));
}

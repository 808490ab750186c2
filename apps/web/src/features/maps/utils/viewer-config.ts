import { MODULES, type Medium, type ModuleCode } from '@eqmp/domain';
import type { AlertCounters } from '@eqmp/domain';

/** How a module's station charts are built. */
export type ChartKind = 'airContinuous' | 'waterContinuous' | 'samples';

/** One alert counter of spec §3 shown on a viewer. */
export interface CounterDef {
  readonly key: 'transmission' | 'exceedance' | 'npe1' | 'npe2';
  readonly read: (counters: AlertCounters) => number;
}

export interface ViewerConfig {
  readonly module: ModuleCode;
  readonly medium: Medium;
  readonly charts: ChartKind;
  /** Manual river and marine charts are asked per parameter (spec §7 `&param=`). */
  readonly paramRequired: boolean;
  /** Continuous river stations chart their discharge ('River Discharge Rate Trend (24 Hours)'). */
  readonly discharge: boolean;
  /** Mobile units show their current position and recent track. */
  readonly mobile: boolean;
  readonly filters: readonly ('state' | 'basin' | 'river' | 'category')[];
  readonly counters: readonly CounterDef[];
}

const transmission: CounterDef = {
  key: 'transmission',
  read: (c) => c.totalDataTransmission.total,
};
const exceedance: CounterDef = { key: 'exceedance', read: (c) => c.totalExceedance.total };

/** The water modules that count NPE alerts, under `<MODULE>NPE1` and `<MODULE>NPE2`. */
type NpeModule = 'CRWQM' | 'CMWQM' | 'MRWQM' | 'MMWQM';

/** A water module's two NPE counters. */
const npeCounters = (module: NpeModule): readonly CounterDef[] => [
  { key: 'npe1', read: (c) => c[`${module}NPE1`] },
  { key: 'npe2', read: (c) => c[`${module}NPE2`] },
];

const NPE: Partial<Record<ModuleCode, readonly CounterDef[]>> = {
  CRWQM: npeCounters('CRWQM'),
  CMWQM: npeCounters('CMWQM'),
  MRWQM: npeCounters('MRWQM'),
  MMWQM: npeCounters('MMWQM'),
};

/** The viewer of each of the ten modules, from the module's medium and kind. */
export function viewerConfig(module: ModuleCode): ViewerConfig {
  const { medium, kind } = MODULES[module];
  const continuous = kind === 'continuous' || kind === 'mobile';
  return {
    module,
    medium,
    charts: continuous ? (medium === 'air' ? 'airContinuous' : 'waterContinuous') : 'samples',
    paramRequired: module === 'MRWQM' || module === 'MMWQM',
    discharge: module === 'CRWQM',
    mobile: kind === 'mobile',
    filters: medium === 'river' ? ['state', 'basin', 'river', 'category'] : ['state', 'category'],
    counters: [...(continuous ? [transmission] : []), exceedance, ...(NPE[module] ?? [])],
  };
}

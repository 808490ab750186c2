/** One hour's context for the demo value generators. */
export interface HourContext {
  /** Local hour 0–23, ISO day of week 1–7, day of year 1–366. */
  readonly h: number;
  readonly dow: number;
  readonly doy: number;
  /** Stable per-station factor, 0.8–1.2. */
  readonly b: number;
  /** Noise, −1…1. */
  readonly n: number;
  /** Haze episode strength 0–1, river pollution event 0/1, afternoon monsoon rain 0–1. */
  readonly haze: number;
  readonly event: number;
  readonly rain: number;
}

const { sin, max, min, PI } = Math;
const peak = (h: number, from: number, span: number) => max(0, sin((PI * (h - from)) / span));
const rush = (h: number) => ([7, 8, 9, 18, 19, 20].includes(h) ? 1 : 0);
const weekday = (dow: number) => (dow <= 5 ? 1 : 0);

/**
 * Realistic hourly shapes per parameter (units of the catalogue): diurnal and weekly cycles,
 * the haze episode on particles and CO, the pollution event on DO, NH3-N and pH, rain on
 * sediment, turbidity, flow and salinity.
 */
export const SHAPES: Readonly<Record<string, (c: HourContext) => number>> = {
  PM25: (c) =>
    max(
      1,
      (18 * c.b + 8 * sin((PI * (c.h - 4)) / 12) ** 2 + 4 * weekday(c.dow)) * (1 + 5 * c.haze) +
        6 * c.n,
    ),
  PM10: (c) =>
    max(
      2,
      (30 * c.b + 12 * sin((PI * (c.h - 4)) / 12) ** 2 + 6 * weekday(c.dow)) * (1 + 4 * c.haze) +
        9 * c.n,
    ),
  SO2: (c) => max(0.0005, 0.003 * c.b + 0.002 * c.n),
  NO2: (c) => max(0.001, 0.012 * c.b + 0.01 * rush(c.h) + 0.004 * c.n),
  O3: (c) => max(0.001, 0.012 + 0.04 * c.b * peak(c.h, 7, 12) + 0.006 * c.n),
  CO: (c) => max(0.05, 0.5 * c.b + 0.4 * rush(c.h) + 0.6 * c.haze + 0.15 * c.n),
  BTEX: (c) => max(0.2, 6 * c.b + 3 * c.n),
  VOC: (c) => max(0.01, 0.3 * c.b + 0.1 * c.n),
  WS: (c) => max(0, 1.2 + 1.5 * peak(c.h, 8, 12) + 0.6 * c.n),
  WD: (c) => (((200 + 60 * sin((2 * PI * c.doy) / 365) + 90 * c.n) % 360) + 360) % 360,
  TEMP: (c) => 27 + 5 * peak(c.h, 7, 14) + 0.8 * c.n,
  RH: (c) => min(100, 88 - 22 * peak(c.h, 7, 14) + 4 * c.n),
  SR: (c) => (c.h >= 7 && c.h <= 19 ? max(0, 950 * c.b * sin((PI * (c.h - 7)) / 12)) : 0),
  DO: (c) => max(0.5, 6.5 * c.b + 0.8 * sin((PI * (c.h - 9)) / 12) + 0.4 * c.n - 4 * c.event),
  DO_SAT: (c) => max(5, 82 * c.b + 10 * sin((PI * (c.h - 9)) / 12) + 5 * c.n - 50 * c.event),
  NH3N: (c) => max(0.01, 0.35 * c.b + 0.1 * c.n + 3 * c.event),
  TSS: (c) => max(1, 40 * c.b + 25 * c.rain + 8 * c.n),
  BOD: (c) => max(0.5, 2.5 * c.b + 0.8 * c.n + 8 * c.event),
  COD: (c) => max(2, 18 * c.b + 5 * c.n + 40 * c.event),
  PH: (c) => 6.7 + 0.3 * c.b + 0.1 * c.n - 0.5 * c.event,
  WTEMP: (c) => 28 + 1.5 * sin((PI * (c.h - 9)) / 12) + 0.3 * c.n,
  COND: (c) => max(10, 180 * c.b + 40 * c.n - 60 * c.rain),
  TURB: (c) => max(1, 25 * c.b + 60 * c.rain + 6 * c.n),
  FLOW: (c) => max(0.2, 12 * c.b + 35 * c.rain + 2 * c.n),
  M_DO: (c) => max(1, 6.2 * c.b + 0.4 * sin((PI * (c.h - 9)) / 12) + 0.3 * c.n),
  M_TSS: (c) => max(1, 25 * c.b + 10 * c.rain + 5 * c.n),
  M_NH3: (c) => max(0.005, 0.06 * c.b + 0.03 * c.n),
  M_NO3: (c) => max(0.005, 0.08 * c.b + 0.04 * c.n),
  M_PO4: (c) => max(0.005, 0.03 * c.b + 0.015 * c.n),
  M_FC: (c) => max(1, Math.round(120 * c.b * (1 + c.n) + 400 * c.rain)),
  M_OG: (c) => max(0.5, 1.2 * c.b + 0.5 * c.n),
  M_TEMP: (c) => 29.5 + 0.8 * sin((PI * (c.h - 9)) / 12) + 0.3 * c.n,
  M_SAL: (c) => 31 - 2 * c.rain + 0.5 * c.n,
  M_PH: (c) => 8.05 + 0.05 * c.n,
  // Tar balls: mostly 0–5 g/m2, a stranding of 10–30 g/m2 in about one survey of forty.
  M_TARBALL: (c) => (c.n > 0.95 ? 10 + 400 * (c.n - 0.95) : max(0, 2.4 * c.b * (1 + c.n) - 0.3)),
};

/** A deterministic number in [0, 1) from a text key (FNV-1a, then an integer mix). */
export function hash01(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

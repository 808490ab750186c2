/** One hour's context for the demo value generators (see demo-conditions.ts). */
export interface HourContext {
  /** Local hour 0–23, ISO day of week 1–7, day of year 1–366. */
  readonly h: number;
  readonly dow: number;
  readonly doy: number;
  /** Stable per-station factor, 0.8–1.2. */
  readonly b: number;
  /** Noise, −1…1. */
  readonly n: number;
  /** Haze episode strength 0–1 (particles and CO), pollution event 0/1, rain falling 0/1. */
  readonly haze: number;
  readonly event: number;
  readonly rain: number;
  /** Runoff after a storm 0–1, dry-season strength 0–1 (low flow, less dilution). */
  readonly runoff: number;
  readonly dry: number;
  /** How overcast the local day is, 0 (clear) … 1 (overcast). */
  readonly cloud: number;
  /** River pollution load (1 clean … 8 very polluted); 1 elsewhere. Estuary 0/1. */
  readonly load: number;
  readonly estuary: number;
}

const { sin, max, min, PI } = Math;
const peak = (h: number, from: number, span: number) => max(0, sin((PI * (h - from)) / span));
const rush = (h: number) => ([7, 8, 9, 18, 19, 20].includes(h) ? 1 : 0);
const weekday = (dow: number) => (dow <= 5 ? 1 : 0);
/** A river's organic load: its level, higher in the dry season, far higher in an event. */
const river = (c: HourContext) => c.load * (1 + 0.35 * c.dry) * (1 + 5 * c.event);
const pm10 = (c: HourContext) =>
  max(
    2,
    (30 * c.b + 12 * sin((PI * (c.h - 4)) / 12) ** 2 + 6 * weekday(c.dow)) * (1 + 4 * c.haze) +
      9 * c.n,
  );
/**
 * PM2.5's share of PM10 (0.50–0.76, as Malaysian urban and suburban sites measure): a little
 * higher in the south-west monsoon's dry months and at night, when fine combustion particles
 * dominate over dust.
 */
const pm25Share = (c: HourContext) =>
  0.63 + 0.08 * sin((2 * PI * (c.doy - 100)) / 365) + 0.05 * Math.cos((PI * c.h) / 12);
/**
 * Clear-sky irradiance (W/m²) of the local hour starting `h`, at its middle: daylight from 07:00
 * to 19:00 (0 at night), highest around 13:00 (solar noon in Peninsular Malaysia).
 */
const clearSky = (h: number) => (h >= 7 && h < 19 ? 1000 * sin((PI * (h + 0.5 - 7)) / 12) : 0);

/**
 * Realistic hourly shapes per parameter (units of the catalogue): diurnal and weekly cycles,
 * the haze episode on particles and CO, the pollution event on DO, NH3-N and pH, rain on
 * sediment, turbidity, flow and salinity.
 */
export const SHAPES: Readonly<Record<string, (c: HourContext) => number>> = {
  // PM2.5 is a share of the same hour's PM10 (both read PM10's noise: see demoNoise).
  PM25: (c) => pm25Share(c) * pm10(c),
  PM10: pm10,
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
  // Sunshine: the clear-sky curve dimmed by the day's cloud and an afternoon storm.
  SR: (c) =>
    max(0, clearSky(c.h) * (0.95 - 0.65 * c.cloud) * (c.rain ? 0.3 : 1) * (1 + 0.08 * c.n)),
  // Rivers: organic and nutrient loads scale with the station's pollution level, rise in the
  // dry season (less dilution) and in an event, and are diluted a little by runoff, which
  // brings sediment; oxygen falls as the load rises.
  DO: (c) =>
    max(0.3, (7 * c.b) / (1 + 0.3 * (river(c) - 1)) + 0.6 * sin((PI * (c.h - 9)) / 12) + 0.3 * c.n),
  DO_SAT: (c) =>
    max(4, (90 * c.b) / (1 + 0.3 * (river(c) - 1)) + 8 * sin((PI * (c.h - 9)) / 12) + 4 * c.n),
  NH3N: (c) => max(0.01, (0.12 * c.b + 0.04 * c.n) * river(c) ** 1.3 * (1 - 0.2 * c.runoff)),
  TSS: (c) => max(1, 25 * c.b * (1 + 0.15 * (c.load - 1)) + 120 * c.runoff + 6 * c.n),
  BOD: (c) => max(0.5, (1.8 * c.b + 0.4 * c.n) * river(c) * (1 - 0.2 * c.runoff)),
  COD: (c) => max(2, (12 * c.b + 3 * c.n) * river(c) + 15 * c.runoff),
  PH: (c) => 7.1 + 0.2 * c.b + 0.1 * c.n - 0.12 * (river(c) - 1) - 0.2 * c.runoff,
  WTEMP: (c) => 28 + 1.5 * sin((PI * (c.h - 9)) / 12) + 0.8 * c.dry + 0.3 * c.n,
  COND: (c) => max(10, 150 * c.b * (1 + 0.3 * (c.load - 1)) + 40 * c.n - 60 * c.runoff),
  TURB: (c) => max(1, 15 * c.b * (1 + 0.15 * (c.load - 1)) + 150 * c.runoff + 4 * c.n),
  FLOW: (c) => max(0.2, 12 * c.b * (1 - 0.5 * c.dry) + 40 * c.runoff + 2 * c.n),
  // Sea: estuaries carry the river's sediment, coliforms and nutrients, most after rain.
  M_DO: (c) =>
    max(
      1,
      6.4 * c.b +
        0.4 * sin((PI * (c.h - 9)) / 12) +
        0.3 * c.n -
        c.estuary * (0.8 + 1.5 * c.runoff) -
        3 * c.event,
    ),
  M_TSS: (c) =>
    max(1, 15 * c.b + c.estuary * (25 + 120 * c.runoff) + 20 * c.runoff + 4 * c.n + 60 * c.event),
  M_NH3: (c) =>
    max(0.005, 0.04 * c.b + 0.015 * c.n + c.estuary * (0.06 + 0.2 * c.runoff) + 0.5 * c.event),
  M_NO3: (c) => max(0.005, 0.05 * c.b + 0.02 * c.n + c.estuary * (0.05 + 0.15 * c.runoff)),
  M_PO4: (c) => max(0.005, 0.02 * c.b + 0.008 * c.n + c.estuary * (0.02 + 0.08 * c.runoff)),
  M_FC: (c) =>
    max(
      1,
      Math.round(
        60 * c.b * (1 + 0.5 * c.n) +
          c.estuary * (150 + 1500 * c.runoff) +
          200 * c.runoff +
          2000 * c.event,
      ),
    ),
  M_OG: (c) => max(0.5, 1.2 * c.b + 0.5 * c.n + 4 * c.event),
  M_TEMP: (c) => 29.5 + 0.8 * sin((PI * (c.h - 9)) / 12) + 0.3 * c.n,
  M_SAL: (c) => 31 - c.estuary * (6 + 10 * c.runoff) - 2 * c.runoff + 0.5 * c.n,
  M_PH: (c) => 8.05 + 0.05 * c.n,
  // Tar balls: mostly 0–5 g/m2, a stranding of 10–30 g/m2 in about one survey of forty.
  M_TARBALL: (c) => (c.n > 0.95 ? 10 + 400 * (c.n - 0.95) : max(0, 2.4 * c.b * (1 + c.n) - 0.3)),
};

/** Parameters that read another's noise, so their values move together (PM2.5 with PM10). */
const NOISE_OF: Readonly<Record<string, string>> = { PM25: 'PM10' };

/** The demo's noise (−1…1) of a parameter of a station at an instant. */
export function demoNoise(stationId: string, code: string, at: number): number {
  return 2 * hash01(`${stationId}|${NOISE_OF[code] ?? code}|${at}`) - 1;
}

/** A deterministic number in [0, 1) from a text key (FNV-1a, then an integer mix). */
export function hash01(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

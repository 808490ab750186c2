import {
  AIR_CATEGORY_COLOURS,
  classifyApi,
  MARINE_CATEGORY_COLOURS,
  RIVER_CLASS_COLOURS,
  type SignageMedium,
  type SignageResponse,
} from '@eqmp/domain';
import { readableTextColour } from '../../../lib/index-colours';

type Station = SignageResponse['stations'][number];

/** What the big coloured panel of one station shows: its number, its class and their colours. */
export interface SlideFace {
  /** The index as shown (API, WQI or MMWQI, whole numbers), or a dash without one. */
  readonly value: string;
  /** Locale key and values of the class name, e.g. `calculators:air.category.GOOD`. */
  readonly classKey: string;
  readonly classValues?: Readonly<Record<string, string>>;
  readonly fill: string;
  readonly text: string;
  /** Air only: the health advice of the API's band (`calculators:air.advice.*`). */
  readonly adviceKey: string | null;
}

const DASH = '–';
const whole = (n: number | null) => (n === null ? DASH : String(Math.round(n)));

function face(
  value: string,
  fill: string,
  classKey: string,
  rest: Partial<SlideFace> = {},
): SlideFace {
  return { value, fill, text: readableTextColour(fill), classKey, adviceKey: null, ...rest };
}

/** The colours are the domain's class colours; a station without a current class is grey. */
export function slideFace(medium: SignageMedium, station: Station): SlideFace {
  if (medium === 'air') {
    const api = classifyApi(station.index);
    // The server's category (from the hourly index) decides the colour; no value is NO_DATA.
    const category = (station.index === null ? 'NO_DATA' : station.category) ?? 'NO_DATA';
    const known = category in AIR_CATEGORY_COLOURS;
    const code = (known ? category : 'NO_DATA') as keyof typeof AIR_CATEGORY_COLOURS;
    return face(
      whole(station.index),
      AIR_CATEGORY_COLOURS[code],
      `calculators:air.category.${code}`,
      {
        adviceKey: api.advice ? `calculators:air.advice.${api.advice}` : null,
      },
    );
  }
  if (medium === 'river') {
    const cls = station.category as keyof typeof RIVER_CLASS_COLOURS | null;
    return cls && cls in RIVER_CLASS_COLOURS
      ? face(whole(station.index), RIVER_CLASS_COLOURS[cls], 'signage:riverClass', {
          classValues: { class: cls },
        })
      : face(whole(station.index), RIVER_CLASS_COLOURS.NA, 'signage:noClass');
  }
  const cat = station.category as keyof typeof MARINE_CATEGORY_COLOURS | null;
  return cat && cat in MARINE_CATEGORY_COLOURS
    ? face(whole(station.index), MARINE_CATEGORY_COLOURS[cat], `calculators:marine.category.${cat}`)
    : face(whole(station.index), MARINE_CATEGORY_COLOURS.NA, 'signage:noClass');
}

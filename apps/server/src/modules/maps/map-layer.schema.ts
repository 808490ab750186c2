import { MAP_ATTRIBUTE_NAMES } from '@eqmp/domain';
import { z } from 'zod';

const ATTRIBUTE_NAMES = new Set<string>(MAP_ATTRIBUTE_NAMES);

/** A filter given as repeated keys (`state=A&state=B`) or a comma list (`state=A,B`). */
const list = z.preprocess(
  (value) =>
    value === undefined
      ? undefined
      : (Array.isArray(value) ? value : [value])
          .flatMap((v) => String(v).split(','))
          .map((v) => v.trim())
          .filter((v) => v.length > 0),
  z.array(z.string().max(200)).max(1000).optional(),
);

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

/** Querystring of `GET /api2/{mod}map/layer/0/query` (map contract §1). */
export const layerQuery = z.object({
  state: list,
  basin: list,
  river: list,
  category: list,
  stationid: list,
  outFields: z
    .string()
    .max(2000)
    .default('*')
    .refine(
      (v) => v.trim() === '*' || v.split(',').every((name) => ATTRIBUTE_NAMES.has(name.trim())),
      { message: 'errors:maps.unknownAttribute' },
    ),
  returnGeometry: flag('true'),
  f: z.enum(['geojson', 'json']).default('geojson'),
  track: flag('false'),
  /** SOJ only: also show results of sampling rounds not yet approved (entered or verified). */
  unapproved: flag('false'),
});
export type LayerQuery = z.infer<typeof layerQuery>;

/** Querystring of the station charts; `param` is required for manual river and marine (spec §7). */
export function chartsQuery(paramRequired: boolean) {
  const param = z.string().min(1).max(20);
  return z.object({
    stationid: z.string().min(1).max(20),
    param: paramRequired ? param : param.optional(),
    monthly: flag('false'),
    /** SOJ only: also chart results of sampling rounds not yet approved (entered or verified). */
    unapproved: flag('false'),
  });
}

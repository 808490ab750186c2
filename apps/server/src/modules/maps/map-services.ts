import { z } from 'zod';

/**
 * The map services the proxy may reach (env `EQMP_MAP_SERVICES`, a JSON array). `headers` carry
 * credentials for the upstream and never reach the browser.
 */
export const mapServiceSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and dashes'),
  kind: z.enum(['xyz', 'wms', 'arcgis']),
  url: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  attribution: z.string().max(500).default(''),
  public: z.boolean().default(true),
  headers: z.record(z.string(), z.string()).optional(),
});
export type MapServiceConfig = z.infer<typeof mapServiceSchema>;

/** OpenStreetMap tiles and Esri World Imagery, used when nothing is configured. */
export const DEFAULT_MAP_SERVICES: readonly MapServiceConfig[] = [
  {
    id: 'osm',
    kind: 'xyz',
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    public: true,
  },
  {
    id: 'esri-imagery',
    kind: 'arcgis',
    url: 'https://services.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer',
    attribution:
      'Tiles © Esri — Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community',
    public: true,
  },
];

/**
 * Reads `EQMP_MAP_SERVICES`: the services, or the problems (each naming the variable and what is
 * wrong) for the configuration error. Unset: the defaults.
 */
export function parseMapServices(text: string | undefined): {
  services: readonly MapServiceConfig[];
  problems: string[];
} {
  if (text === undefined) return { services: DEFAULT_MAP_SERVICES, problems: [] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return {
      services: [],
      problems: [
        `EQMP_MAP_SERVICES: is not valid JSON (${err instanceof Error ? err.message : String(err)}); expected an array of { id, kind, url, attribution, public, headers? }`,
      ],
    };
  }
  const parsed = z
    .array(mapServiceSchema)
    .refine(
      (list) => new Set(list.map((s) => s.id)).size === list.length,
      'service ids must be unique',
    )
    .safeParse(json);
  if (!parsed.success)
    return {
      services: [],
      problems: parsed.error.issues.map(
        (i) =>
          `EQMP_MAP_SERVICES${i.path.map((p) => `[${JSON.stringify(p)}]`).join('')}: ${i.message}`,
      ),
    };
  return { services: parsed.data, problems: [] };
}

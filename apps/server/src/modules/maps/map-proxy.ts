import { HOUR_MS } from '@eqmp/domain';
import { AppError } from '../../errors.js';
import type { MapServiceConfig } from './map-services.js';

/** How long the proxy waits for an upstream before answering 502. */
export const UPSTREAM_TIMEOUT_MS = 8_000;
const CACHE_ENTRIES = 500;
const CACHE_MAX_BYTES = 512 * 1024;
const CACHE_TTL_MS = HOUR_MS;
/** A safe relative path: plain segments of letters, digits and `_ - . ,`, no `..`, no empty segment. */
const SAFE_PATH =
  /^(?:[A-Za-z0-9_,-]+(?:\.[A-Za-z0-9_,-]+)*)(?:\/[A-Za-z0-9_,-]+(?:\.[A-Za-z0-9_,-]+)*)*$/;
const XYZ_PATH = /^(\d{1,2})\/(\d{1,7})\/(\d{1,7})(\.[a-z]{3,4})?$/;

export interface UpstreamAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly body: Buffer;
}

/** The URL the browser uses for a service: tiles by z/x/y, other services by path and query. */
export function browserUrlTemplate(service: MapServiceConfig): string {
  const base = `/api2/mapproxy/${service.id}`;
  if (service.kind === 'xyz')
    return `${base}/{z}/{x}/{y}${service.url.match(/\{y\}(\.[a-z]{3,4})/)?.[1] ?? ''}`;
  if (service.kind === 'arcgis') return `${base}/tile/{z}/{y}/{x}`;
  return `${base}/`;
}

/**
 * The upstream URL of a proxied request, only on the service's own host and under its own path:
 * tiles fill the configured template; WMS and ArcGIS append a checked relative path to the
 * configured endpoint and pass the query on. Anything else is refused (400).
 */
export function upstreamUrl(service: MapServiceConfig, path: string, query: string): URL {
  const refuse = () => new AppError('BAD_REQUEST', { messageKey: 'errors:maps.proxyPathRefused' });
  if (service.kind === 'xyz') {
    const m = XYZ_PATH.exec(path);
    if (!m || query !== '') throw refuse();
    return new URL(service.url.replace('{z}', m[1]!).replace('{x}', m[2]!).replace('{y}', m[3]!));
  }
  if (path !== '' && !SAFE_PATH.test(path)) throw refuse();
  const base = new URL(service.url);
  const target = new URL(
    `${base.pathname.replace(/\/$/, '')}${path === '' ? '' : `/${path}`}`,
    base.origin,
  );
  if (
    target.origin !== base.origin ||
    !target.pathname.startsWith(base.pathname.replace(/\/$/, ''))
  )
    throw refuse();
  target.search = query;
  return target;
}

/**
 * The proxy of map services: fetches from the configured upstream with its credentials, keeps
 * small successful answers for an hour in a small LRU, and turns any upstream failure into 502.
 */
export function createMapProxy(
  services: readonly MapServiceConfig[],
  fetchImpl: typeof fetch = fetch,
) {
  const byId = new Map(services.map((s) => [s.id, s]));
  const cache = new Map<string, { at: number; answer: UpstreamAnswer }>();

  function remember(key: string, answer: UpstreamAnswer) {
    if (answer.body.length > CACHE_MAX_BYTES) return;
    cache.delete(key);
    cache.set(key, { at: Date.now(), answer });
    if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  }

  return {
    /** The configured services as the browser sees them (never their upstream URL or headers). */
    list() {
      return services.map((s) => ({
        id: s.id,
        kind: s.kind,
        attribution: s.attribution,
        public: s.public,
        urlTemplate: browserUrlTemplate(s),
      }));
    },

    async fetch(serviceId: string, path: string, query: string): Promise<UpstreamAnswer> {
      const service = byId.get(serviceId);
      if (!service)
        throw new AppError('NOT_FOUND', {
          messageKey: 'errors:maps.serviceUnknown',
          values: { id: serviceId },
        });
      const url = upstreamUrl(service, path, query);
      const key = url.toString();
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_TTL_MS) {
        cache.delete(key);
        cache.set(key, hit);
        return hit.answer;
      }
      let response: Response;
      try {
        response = await fetchImpl(url, {
          headers: { ...service.headers },
          redirect: 'error',
          signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        });
      } catch (err) {
        throw new AppError('MAP_SERVICE_UNAVAILABLE', { cause: err, values: { id: service.id } });
      }
      if (!response.ok)
        throw new AppError('MAP_SERVICE_UNAVAILABLE', { values: { id: service.id } });
      const answer: UpstreamAnswer = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        cacheControl: response.headers.get('cache-control') ?? 'public, max-age=86400',
        body: Buffer.from(await response.arrayBuffer()),
      };
      remember(key, answer);
      return answer;
    },
  };
}

export type MapProxy = ReturnType<typeof createMapProxy>;

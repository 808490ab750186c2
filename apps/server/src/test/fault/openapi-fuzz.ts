import type { FastifyInstance } from 'fastify';
import { seededRandom } from './seeded-random.js';

/**
 * A seeded, bounded fuzzer over the OpenAPI document: for every operation it sends malformed
 * requests built from the document's own schemas (wrong types, NUL bytes, far dates, huge and
 * non-finite numbers, broken JSON, stray quotes, multipart without a boundary, path parameters
 * of every odd shape), as the signed-in caller given, and counts the answers by status class.
 * The same seed gives the same requests, so a failure can be replayed.
 */

interface Operation {
  readonly method: string;
  readonly url: string;
  readonly parameters: readonly { name: string; in: string; schema?: JsonSchema }[];
  readonly body?: JsonSchema;
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
}

export interface FuzzResult {
  readonly requests: number;
  readonly byClass: Record<string, number>;
  /** Requests answered 500 or more: method, url and the body sent. */
  readonly failures: { method: string; url: string; status: number; payload: string }[];
}

const ODD_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '9999-12-31',
  '0000-01-01',
  '-271821-04-20',
  '+275760-09-13T00:00:00Z',
  '2026-02-30',
  '2026-13-01T25:61:00Z',
  "' OR 1=1 --",
  '"quoted',
  '=HYPERLINK("x")',
  '../../etc/passwd',
  '%00',
  '😀'.repeat(50),
  'x'.repeat(5000),
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '<script>alert(1)</script>',
  '\\',
  '{}',
  '[]',
  'null',
  'true',
];
const ODD_NUMBERS = [
  0,
  -1,
  1e308,
  -1e308,
  1.7976931348623157e308,
  5e-324,
  2 ** 53 + 1,
  -0,
  Number.MAX_SAFE_INTEGER * 16,
  0.1,
];
const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  { a: { b: { c: {} } } },
  ...ODD_NUMBERS,
  ...ODD_STRINGS,
];

export function operationsOf(doc: {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Operation['parameters'];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const body = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        url: path,
        parameters: op.parameters ?? [],
        ...(body ? { body } : {}),
      });
    }
  }
  return ops;
}

/** Runs `count` malformed requests over the document's operations as `headers` (e.g. an admin's token). */
export async function fuzzOpenApi(
  app: FastifyInstance,
  options: {
    seed: number;
    count: number;
    headers: Record<string, string>;
    skip?: (op: Operation) => boolean;
  },
): Promise<FuzzResult> {
  const doc = (await app.inject({ method: 'GET', url: '/api2/docs/json' })).json();
  const ops = operationsOf(doc).filter((op) => !options.skip?.(op));
  const rnd = seededRandom(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

  /** A value for a schema: usually wrong, sometimes right-shaped, so deeper code is reached too. */
  const valueFor = (schema: JsonSchema | undefined, depth = 0): unknown => {
    if (rnd() < 0.45 || !schema || depth > 4) return pick(ODD_VALUES);
    if (schema.enum && rnd() < 0.5) return pick(schema.enum);
    if (schema.anyOf) return valueFor(pick(schema.anyOf), depth + 1);
    const type = Array.isArray(schema.type) ? pick(schema.type) : schema.type;
    if (type === 'object' || schema.properties) {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {}))
        if (rnd() < 0.85) out[key] = valueFor(prop, depth + 1);
      if (rnd() < 0.1) out[pick(['__proto__', 'constructor', 'x\u0000'])] = pick(ODD_VALUES);
      return out;
    }
    if (type === 'array')
      return Array.from({ length: Math.floor(rnd() * 4) }, () => valueFor(schema.items, depth + 1));
    if (type === 'number' || type === 'integer') return pick(ODD_NUMBERS);
    if (type === 'boolean') return rnd() < 0.5;
    return pick(ODD_STRINGS);
  };
  const text = (value: unknown) =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

  const byClass: Record<string, number> = {};
  const failures: FuzzResult['failures'] = [];
  for (let i = 0; i < options.count; i += 1) {
    const op = pick(ops);
    const path = op.url.replace(/\{([^}]+)\}/g, () =>
      encodeURIComponent(text(pick(ODD_VALUES)).slice(0, 300)),
    );
    const query = op.parameters
      .filter((p) => p.in === 'query' && rnd() < 0.7)
      .map(
        (p) =>
          `${encodeURIComponent(p.name)}=${encodeURIComponent(text(valueFor(p.schema)).slice(0, 500))}`,
      )
      .join('&');
    const url = query ? `${path}?${query}` : path;
    const headers: Record<string, string> = { ...options.headers };
    let payload: string | undefined;
    if (op.method !== 'GET' && op.method !== 'DELETE') {
      const kind = rnd();
      if (kind < 0.1) {
        headers['content-type'] = 'application/json';
        payload = pick(['{', '{"a":', '[1,2', '"\\u0000"', 'null', '{"a":1}}', '\u0000']);
      } else if (kind < 0.17) {
        headers['content-type'] = 'multipart/form-data';
        payload = 'latitude,longitude\n1,"2\n';
      } else if (kind < 0.22) {
        headers['content-type'] = 'text/csv';
        payload = 'a,"b\n';
      } else {
        headers['content-type'] = 'application/json';
        payload = JSON.stringify(valueFor(op.body ?? { type: 'object' }));
      }
    }
    const res = await app.inject({
      method: op.method as 'GET',
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    const cls = `${Math.floor(res.statusCode / 100)}xx`;
    byClass[cls] = (byClass[cls] ?? 0) + 1;
    if (res.statusCode >= 500)
      failures.push({
        method: op.method,
        url,
        status: res.statusCode,
        payload: (payload ?? '').slice(0, 300),
      });
  }
  return { requests: options.count, byClass, failures };
}

import type { FastifyInstance } from 'fastify';
import { seededRng } from '../../reference/geo.js';
import {
  asText,
  BROKEN_BODIES,
  fieldsOf,
  MALFORMED,
  wellFormed,
  withValueAt,
  type Field,
  type JsonSchema,
  type Operation,
} from './fuzz-fields.js';

/**
 * A seeded, bounded fuzzer over the OpenAPI document. It plans its requests from the document's
 * own schemas so that every operation gets every kind of malformed value in each of its fields:
 * path parameters, query parameters and body fields (nested ones too), each a date, number, text,
 * list, choice, yes/no or group of fields, and whole bodies that are not what it reads (broken
 * JSON, an empty object, CSV, multipart without a boundary). One field is malformed at a time,
 * the others well-formed, so the code behind the first field's check is reached too; each
 * operation is first called well-formed (creations first, so later calls find rows to work on).
 *
 * The CI plan sends, per operation, one malformed value for each place × kind of field it has (the
 * field and the value chosen by the seed); the exhaustive plan sends every malformed value of its
 * kind to every field. Requests beyond the plan malform several fields at once at random. The
 * same seed gives the same requests, so a failure can be replayed.
 */

export type { Operation } from './fuzz-fields.js';

export interface FuzzResult {
  readonly requests: number;
  readonly planned: number;
  readonly byClass: Record<string, number>;
  /** Requests answered 500 or more: method, url and the body sent. */
  readonly failures: { method: string; url: string; status: number; payload: string }[];
  /** Operation × place × kind cells planned, and those no request of which got past access control (with the last refusal). */
  readonly cells: number;
  readonly unreached: string[];
  /** Requests after which the caller's session had ended (the call before the refused one), and was renewed. */
  readonly renewals: string[];
}

interface FuzzCase {
  readonly op: Operation;
  /** `<METHOD> <url> <place>:<kind>`, `… body:whole` or `… well-formed`. */
  readonly cell: string;
  readonly field?: Field;
  readonly value?: unknown;
  readonly raw?: { contentType: string; payload: string };
  /** Several fields malformed at once, at random (requests beyond the plan). */
  readonly mixed?: boolean;
}

type OpenApiDoc = {
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
};

function operationsOf(doc: OpenApiDoc): Operation[] {
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

const takesBody = (op: Operation) => ['POST', 'PUT', 'PATCH'].includes(op.method);
const METHOD_ORDER = ['POST', 'PUT', 'PATCH', 'GET', 'DELETE'];
const cellOf = (op: Operation, what: string) => `${op.method} ${op.url} ${what}`;

/** The planned requests: well-formed calls first, then the malformed ones, operation by operation. */
function planCases(ops: readonly Operation[], rnd: () => number, exhaustive: boolean): FuzzCase[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const wellFormedCalls = [...ops]
    .sort((a, b) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method))
    .map((op) => ({ op, cell: cellOf(op, 'well-formed') }));
  const malformed = ops.flatMap((op) => {
    const cases: FuzzCase[] = [];
    if (takesBody(op)) {
      const whole = cellOf(op, 'body:whole');
      cases.push({ op, cell: whole, raw: { contentType: 'application/json', payload: '{}' } });
      for (const raw of exhaustive ? BROKEN_BODIES : [pick(BROKEN_BODIES)])
        cases.push({ op, cell: whole, raw });
    }
    const groups = new Map<string, Field[]>();
    for (const field of fieldsOf(op)) {
      const key = `${field.place}:${field.kind}`;
      groups.set(key, [...(groups.get(key) ?? []), field]);
    }
    for (const [key, fields] of groups) {
      const cell = cellOf(op, key);
      if (!exhaustive) {
        const field = pick(fields);
        cases.push({ op, cell, field, value: pick(MALFORMED[field.kind]) });
        continue;
      }
      for (const field of fields)
        for (const value of MALFORMED[field.kind]) cases.push({ op, cell, field, value });
    }
    return cases;
  });
  return [...wellFormedCalls, ...malformed];
}

/** A value for `field`, malformed at random about half the time (requests beyond the plan). */
function randomValue(field: Field, rnd: () => number) {
  if (rnd() < 0.5) return wellFormed(field.schema);
  const values = MALFORMED[field.kind];
  return values[Math.floor(rnd() * values.length)];
}

/** What one case sends: its URL, and a body to send as JSON or a raw one. */
interface FuzzRequest {
  readonly url: string;
  readonly body?: unknown;
  readonly raw?: FuzzCase['raw'];
}

/** The URL and body of one case. */
function requestOf(c: FuzzCase, rnd: () => number): FuzzRequest {
  const fields = fieldsOf(c.op);
  const valueOf = (field: Field) =>
    c.field === field ? c.value : c.mixed ? randomValue(field, rnd) : wellFormed(field.schema);
  const path = c.op.url.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const field = fields.find((f) => f.place === 'path' && f.path[0] === name);
    return encodeURIComponent(asText(field ? valueOf(field) : '1').slice(0, 300));
  });
  const query = fields
    .filter((f) => f.place === 'query' && (f === c.field || f.required || (c.mixed && rnd() < 0.5)))
    .map(
      (f) =>
        `${encodeURIComponent(String(f.path[0]))}=${encodeURIComponent(asText(valueOf(f)).slice(0, 6000))}`,
    )
    .join('&');
  const url = query ? `${path}?${query}` : path;
  if (c.raw) return { url, raw: c.raw };
  if (!takesBody(c.op)) return { url };
  let body = wellFormed(c.op.body ?? { type: 'object' });
  const targets = c.field?.place === 'body' ? [c.field] : [];
  if (c.mixed) targets.push(...fields.filter((f) => f.place === 'body' && rnd() < 0.3));
  for (const field of targets) {
    for (const item of field.items) body = withValueAt(body, item.path, wellFormed(item.schema));
    body = withValueAt(body, field.path, valueOf(field));
  }
  return { url, body };
}

/** Answers of access control, given before a route reads any field of the request. */
const ACCESS_REFUSALS = new Set([
  'UNAUTHENTICATED',
  'TOKEN_INVALID',
  'FORBIDDEN',
  'SOJ_SESSION_MISSING',
  'SOJ_SESSION_EXPIRED',
  'STATION_KEY_INVALID',
  'GATEWAY_KEY_INVALID',
]);

const codeOf = (res: { headers: Record<string, unknown>; body: string }): string => {
  const type = res.headers['content-type'];
  if (typeof type !== 'string' || !type.includes('json')) return '';
  try {
    const body: unknown = JSON.parse(res.body);
    return body && typeof body === 'object' && 'code' in body ? String(body.code) : '';
  } catch {
    return '';
  }
};

/** Whether the caller's sign-in or SOJ session has ended (some calls end them on purpose). */
async function sessionEnded(
  app: FastifyInstance,
  headers: Record<string, string>,
  status: number,
  code: string,
): Promise<boolean> {
  if (code === 'SOJ_SESSION_MISSING' || code === 'SOJ_SESSION_EXPIRED') return true;
  if (status !== 401) return false;
  return (await app.inject({ method: 'GET', url: '/api2/users/me', headers })).statusCode === 401;
}

/** Sends one request; answers its status, class, error code and, for a 5xx, what was sent. */
async function send(
  app: FastifyInstance,
  op: Operation,
  request: FuzzRequest,
  headers: Record<string, string>,
) {
  const payload =
    request.raw?.payload ?? (request.body === undefined ? undefined : JSON.stringify(request.body));
  const res = await app.inject({
    method: op.method as 'GET',
    url: request.url,
    headers: {
      ...headers,
      ...(payload === undefined
        ? {}
        : { 'content-type': request.raw?.contentType ?? 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  return {
    status: res.statusCode,
    cls: `${Math.floor(res.statusCode / 100)}xx`,
    code: codeOf(res),
    sent: `${op.method} ${request.url}`,
    failure: {
      method: op.method,
      url: request.url.slice(0, 500),
      status: res.statusCode,
      payload: (payload ?? '').slice(0, 300),
    },
  };
}

/**
 * Runs the plan, then mixed requests up to `count` (when more), over the document's operations as
 * the caller of `headers`. `exhaustive` sends every malformed value to every field; otherwise one
 * per operation × place × kind. `renew` gives new headers when the caller's session has ended.
 */
export async function fuzzOpenApi(
  app: FastifyInstance,
  options: {
    seed: number;
    count?: number;
    exhaustive?: boolean;
    headers: Record<string, string>;
    /** Headers an operation is called with instead (e.g. a station's key for ingestion). */
    headersFor?: (op: Operation) => Record<string, string> | undefined;
    renew?: () => Promise<Record<string, string>>;
    skip?: (op: Operation) => boolean;
  },
): Promise<FuzzResult> {
  const doc = (await app.inject({ method: 'GET', url: '/api2/docs/json' })).json<OpenApiDoc>();
  const ops = operationsOf(doc).filter((op) => !options.skip?.(op));
  const rnd = seededRng(options.seed);
  const plan = planCases(ops, rnd, options.exhaustive ?? false);
  const total = Math.max(plan.length, options.count ?? 0);
  const cells = new Set(plan.map((c) => c.cell));
  const reached = new Set<string>();
  const refusedWith = new Map<string, string>();
  const byClass: Record<string, number> = {};
  const failures: FuzzResult['failures'] = [];
  const renewals: string[] = [];
  // Mixed requests go to operations with fields: one without has nothing left to mix after the plan.
  const mixable = ops.filter((op) => fieldsOf(op).length > 0);
  let headers = options.headers;
  let previous = '';
  for (let i = 0; i < total; i += 1) {
    const c = plan[i] ?? {
      op: mixable[Math.floor(rnd() * mixable.length)]!,
      cell: 'mixed',
      mixed: true,
    };
    const request = requestOf(c, rnd);
    // A call that ended the caller's session is followed by a renewal; the next call is sent again.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await send(app, c.op, request, {
        ...headers,
        ...options.headersFor?.(c.op),
      });
      byClass[answer.cls] = (byClass[answer.cls] ?? 0) + 1;
      if (!ACCESS_REFUSALS.has(answer.code)) reached.add(c.cell);
      else
        refusedWith.set(c.cell, `${answer.status} ${answer.code} (${answer.sent.slice(0, 120)})`);
      if (answer.status >= 500) failures.push(answer.failure);
      if (!options.renew || !(await sessionEnded(app, headers, answer.status, answer.code))) {
        previous = answer.sent;
        break;
      }
      renewals.push(previous.slice(0, 200));
      headers = await options.renew();
    }
  }
  return {
    requests: total,
    planned: plan.length,
    byClass,
    failures,
    cells: cells.size,
    unreached: [...cells]
      .filter((cell) => !reached.has(cell))
      .sort()
      .map((cell) => `${cell}: ${refusedWith.get(cell) ?? ''}`),
    renewals,
  };
}

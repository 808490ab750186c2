import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index.js';
import {
  calendarDay,
  calendarMonth,
  dayOrInstant,
  instantText,
  timestamp,
  typedDay,
  typedTime,
} from './common.js';

/** The shared date schemas of `common.ts`: every date a contract holds is one of them. */
const SHARED = new Set<z.ZodType>([
  calendarDay,
  calendarMonth,
  instantText,
  dayOrInstant,
  timestamp,
  typedDay,
  typedTime,
]);

/** Field names that hold a day, month or instant (`createdAt`, `plannedOn`, `from`, `month`, …). */
const DATE_NAME =
  /(At|On|Date|Day|Days|Month|Months|Ts|Time|From|Until|To|Start|End)$|^(from|to|end|start|at|ts|day|days|date|month|months|time|today|expires_at|received_at)$/;

/** Fields whose names read like dates but hold something else. */
const NOT_DATES = [
  /^smsGatewayBody\.from$/, // the sending telephone number
  /\.sentTo$/, // an email address
  /\.emailedTo$/,
  /\.(mapping|suggested)\.analysedOn$/, // the file column a lab's date is read from
  /\.conformsTo$/, // the OGC conformance classes an API follows (addresses)
];

/** Text fields of a schema whose names say they hold dates, and what schema each is. */
function dateFields(schema: z.ZodType, path: string, seen: Set<z.ZodType>, out: string[]): void {
  if (seen.has(schema) || SHARED.has(schema)) return;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  const walk = (child: unknown, at: string) => dateFields(child as z.ZodType, at, seen, out);
  switch (def.type) {
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        const inner = unwrap(child);
        const at = `${path}.${key}`;
        const excused = NOT_DATES.some((r) => r.test(at));
        if (DATE_NAME.test(key) && !excused && !SHARED.has(inner) && holdsText(inner)) out.push(at);
        else walk(child, at);
      }
      return;
    case 'array':
      return walk(def.element, `${path}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return walk(def.innerType, path);
    case 'union':
      return (def.options as z.ZodType[]).forEach((o, i) => walk(o, `${path}|${i}`));
    case 'pipe':
      walk(def.in, path);
      return walk(def.out, path);
    case 'record':
      return walk(def.valueType, `${path}{}`);
    case 'intersection':
      walk(def.left, path);
      return walk(def.right, path);
    default:
  }
}

function unwrap(schema: z.ZodType): z.ZodType {
  const def = (schema as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod
    .def;
  return ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly'].includes(def.type)
    ? unwrap(def.innerType!)
    : schema;
}

/** A text, or a list of texts (`days`, `months`). */
function holdsText(schema: z.ZodType): boolean {
  const def = (schema as unknown as { _zod: { def: { type: string; element?: z.ZodType } } })._zod
    .def;
  if (def.type === 'array')
    return !SHARED.has(unwrap(def.element!)) && holdsText(unwrap(def.element!));
  return def.type === 'string';
}

describe('dates in the contracts', () => {
  it('are all held by the shared schemas of common.ts (no free text, no regex of its own)', () => {
    const found: string[] = [];
    for (const [name, value] of Object.entries(contracts))
      if (value instanceof z.ZodType) dateFields(value, name, new Set(), found);
    expect(found).toEqual([]);
  });
});

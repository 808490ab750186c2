/**
 * What the OpenAPI fuzzer knows about a document's operations: their fields (path parameters,
 * query parameters, body fields down to nested items), the kind of each field as its JSON schema
 * says, a well-formed value for every field (so that one malformed field at a time reaches the
 * code behind the others), and the malformed values of each kind.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
}

export interface Operation {
  readonly method: string;
  readonly url: string;
  readonly parameters: readonly {
    name: string;
    in: string;
    required?: boolean;
    schema?: JsonSchema;
  }[];
  readonly body?: JsonSchema;
}

type FieldKind = 'date' | 'number' | 'string' | 'array' | 'enum' | 'boolean' | 'object';
type FieldPlace = 'path' | 'query' | 'body';

/** One field of an operation: where it goes, its path there (`results.0.value`), its schema and kind. */
export interface Field {
  readonly place: FieldPlace;
  readonly path: readonly (string | number)[];
  readonly schema: JsonSchema;
  readonly kind: FieldKind;
  readonly required: boolean;
  /** List items on the way to the field, each filled in well-formed before the field is set. */
  readonly items: readonly { path: readonly (string | number)[]; schema: JsonSchema }[];
}

/** The alternative a field's value is made from: the first that is not `null`. */
function concrete(schema: JsonSchema | undefined): JsonSchema {
  const options = schema?.anyOf ?? schema?.oneOf;
  if (!options) return schema ?? {};
  return concrete(options.find((o) => o.type !== 'null') ?? options[0]);
}

const MONTH_PATTERN = '(0[1-9]|1[0-2])';

/** The kind of a field, as its schema says (a month's pattern counts as a date). */
function kindOf(raw: JsonSchema | undefined): FieldKind {
  const schema = concrete(raw);
  if (schema.enum || schema.const !== undefined) return 'enum';
  if (schema.format === 'date' || schema.format === 'date-time') return 'date';
  if (schema.pattern?.includes(MONTH_PATTERN)) return 'date';
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'number' || type === 'integer') return 'number';
  if (type === 'array') return 'array';
  if (type === 'boolean') return 'boolean';
  if (type === 'object' || schema.properties) return 'object';
  return 'string';
}

/** Texts tried, in order, for a string with a pattern or a format; the first that fits is used. */
const TEXT_CANDIDATES = [
  '1',
  'CA0001',
  'ABC',
  'AB12',
  'ABC-001',
  'Fuzz text',
  'fuzz.user',
  'fuzz@example.org',
  '+60 123 4567',
  '123456',
  '00000000-0000-4000-8000-000000000000',
  'x',
];

function wellFormedText(schema: JsonSchema): string {
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'date-time') return '2026-01-15T08:00:00+08:00';
  if (schema.format === 'email') return 'fuzz@example.org';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.pattern?.includes(MONTH_PATTERN)) return '2026-01';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (text: string) =>
    text.length >= min &&
    text.length <= max &&
    (!schema.pattern || new RegExp(schema.pattern).test(text));
  const found = TEXT_CANDIDATES.find(fits) ?? TEXT_CANDIDATES.map((t) => t.repeat(8)).find(fits);
  return found ?? 'x'.repeat(Math.min(Math.max(min, 1), max));
}

/** A well-formed value for `raw`: its required fields filled in, nothing optional. */
export function wellFormed(raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = concrete(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (kindOf(schema)) {
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.POSITIVE_INFINITY);
    }
    case 'boolean':
      return false;
    case 'array':
      return depth > 4
        ? []
        : Array.from({ length: schema.minItems ?? 0 }, () => wellFormed(schema.items, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 4) return out;
      for (const key of schema.required ?? [])
        out[key] = wellFormed(schema.properties?.[key], depth + 1);
      return out;
    }
    default:
      return wellFormedText(schema);
  }
}

/** The body fields of a schema, nested objects and the items of arrays included (up to depth 3). */
function bodyFields(
  raw: JsonSchema,
  path: readonly (string | number)[],
  required: boolean,
  items: Field['items'],
  depth: number,
): Field[] {
  const schema = concrete(raw);
  const kind = kindOf(schema);
  const self: Field[] =
    path.length > 0 ? [{ place: 'body', path, schema: raw, kind, required, items }] : [];
  if (depth >= 3) return self;
  if (kind === 'object')
    return [
      ...self,
      ...Object.entries(schema.properties ?? {}).flatMap(([key, prop]) =>
        bodyFields(prop, [...path, key], (schema.required ?? []).includes(key), items, depth + 1),
      ),
    ];
  if (kind === 'array' && schema.items && kindOf(schema.items) === 'object') {
    const item = { path: [...path, 0], schema: schema.items };
    return [...self, ...bodyFields(schema.items, item.path, true, [...items, item], depth + 1)];
  }
  return self;
}

const fieldsByOperation = new WeakMap<Operation, readonly Field[]>();

/** Every field of an operation: path parameters, query parameters and body fields (the same objects each time). */
export function fieldsOf(op: Operation): readonly Field[] {
  const known = fieldsByOperation.get(op);
  if (known) return known;
  const fields = listFields(op);
  fieldsByOperation.set(op, fields);
  return fields;
}

function listFields(op: Operation): Field[] {
  const params = op.parameters
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p): Field => ({
      place: p.in as FieldPlace,
      path: [p.name],
      schema: p.schema ?? {},
      kind: kindOf(p.schema),
      required: p.in === 'path' || p.required === true,
      items: [],
    }));
  return [...params, ...(op.body ? bodyFields(op.body, [], true, [], 0) : [])];
}

/** Malformed values of each kind: impossible and far dates, extreme numbers, odd texts and lists. */
export const MALFORMED: Readonly<Record<FieldKind, readonly unknown[]>> = {
  date: [
    '2026-02-30',
    '2026-13-01',
    '2025-02-29',
    '2026-02-30T00:00:00Z',
    '2026-13-01T25:61:00Z',
    '2026-01-15T08:00:00',
    '9999-12-31',
    '0000-01-01',
    '1969-12-31T23:59:59Z',
    '+275760-09-13T00:00:00Z',
    '15/01/2026',
    '2026-1-5',
    'yesterday',
    '',
    1768435200000,
    null,
  ],
  number: [
    -1,
    0,
    0.5,
    1e308,
    -1e308,
    5e-324,
    2 ** 53 + 1,
    Number.MAX_SAFE_INTEGER * 16,
    'NaN',
    'Infinity',
    '1e308',
    '99999999999999999999',
    '',
    'abc',
    null,
    true,
  ],
  string: [
    '',
    ' ',
    'a\u0000b',
    'x'.repeat(5000),
    "' OR 1=1 --",
    '"quoted',
    '=HYPERLINK("x")',
    '../../etc/passwd',
    '%00',
    '😀'.repeat(50),
    '<script>alert(1)</script>',
    '2026-02-30',
    '\\',
    42,
    null,
    [],
    {},
  ],
  array: [
    [],
    [null],
    [''],
    ['a\u0000'],
    Array.from({ length: 600 }, (_, i) => String(i)),
    [[[]]],
    [1e308, -1],
    ['2026-02-30', '2026-13-01'],
    'not a list',
    {},
    null,
  ],
  enum: ['', 'NOT_A_VALUE', 'x'.repeat(300), 'null', 0, null, ['a']],
  boolean: ['true', 'yes', 1, null, []],
  object: [null, [], 'x', {}, { a: { b: { c: {} } } }, { ['x\u0000']: 1 }],
};

/** Whole bodies that are not what any operation reads. */
export const BROKEN_BODIES: readonly { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: '[1,2' },
  { contentType: 'application/json', payload: '"\\u0000"' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '{"a":1}}' },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json', payload: '{"__proto__":{"x":1},"constructor":{}}' },
  { contentType: 'multipart/form-data', payload: 'latitude,longitude\n1,"2\n' },
  {
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\na,"b\n',
  },
  { contentType: 'text/csv', payload: 'a,"b\n' },
];

/** A value as it travels in a path or query string: lists as comma lists, objects as JSON. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(asText).join(',');
  return JSON.stringify(value) ?? '';
}

/** `target` with `value` at `path`, the containers on the way made from the schema's own shape. */
export function withValueAt(
  target: unknown,
  path: readonly (string | number)[],
  value: unknown,
): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === 'number') {
    const list = Array.isArray(target) ? [...(target as unknown[])] : [];
    list[head] = withValueAt(list[head] ?? {}, rest, value);
    return list;
  }
  const object =
    target !== null && typeof target === 'object' && !Array.isArray(target)
      ? { ...(target as Record<string, unknown>) }
      : {};
  object[head] = withValueAt(object[head], rest, value);
  return object;
}

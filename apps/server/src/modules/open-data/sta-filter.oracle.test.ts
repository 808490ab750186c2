import fc from 'fast-check';
import { filter as oracleFilter } from 'odata-v4-parser';
import { describe, expect, it } from 'vitest';
import { parseStaFilter, type StaFilter, type StaLiteral } from './sta-filter.js';

/**
 * Our `$filter` grammar against an independent OData 4 parser as an oracle (issue 27): the
 * non-spatial subset is parsed by both and must give the same tree. The oracle is
 * `odata-v4-parser` (JayStack, written from the OData ABNF; the parser other OData servers on
 * npm are built on). Both trees are brought to one form: an operator with its operands, literals
 * by value, paths joined with `/`, parentheses dropped.
 *
 * Where the oracle reads OData differently from the precedence table of OData's URL conventions
 * (§5.1.1.15), the comparison does not hide it but steps around it, each case written here:
 * - it groups a chain to the right (`a sub b sub c` as `a sub (b sub c)`; the table says left to
 *   right), and does not tell the two arithmetic levels apart (`a div b add c` as
 *   `a div (b add c)`). Its chains of `and`, of `or` and of arithmetic are read again as
 *   sequences, grouped by the table's precedence, before comparing;
 * - its `not` takes everything after it (`not a and b` as `not (a and b)`), as the ABNF's
 *   `notExpr`; ours stops at `and`/`or` as SQL's. Generated `not` terms are written in
 *   parentheses, `(not X)`, where both readings agree. Its unary minus takes everything after it
 *   too (`-a add b` as `-(a add b)`; the table binds it tighter than `mul`): generated negations
 *   are written `(-a)`;
 * - it refuses a boolean function compared with a literal (`startswith(name,'a') eq true`),
 *   functions without arguments (`now()`), and an upper-case exponent (`1E3`): the corpus leaves
 *   those out (our own tests cover them).
 * Spatial literals (`geography'…'`) are outside the subset.
 */

type Canon = string | number | boolean | null | readonly Canon[];

const COMPARISONS: Readonly<Record<string, string>> = {
  EqualsExpression: 'eq',
  NotEqualsExpression: 'ne',
  LesserThanExpression: 'lt',
  LesserOrEqualsExpression: 'le',
  GreaterThanExpression: 'gt',
  GreaterOrEqualsExpression: 'ge',
};
const CHAINS: Readonly<Record<string, string>> = {
  OrExpression: 'or',
  AndExpression: 'and',
  AddExpression: 'add',
  SubExpression: 'sub',
  MulExpression: 'mul',
  DivExpression: 'div',
  ModExpression: 'mod',
};
const LEVEL: Readonly<Record<string, number>> = {
  or: 1,
  and: 2,
  add: 4,
  sub: 4,
  mul: 5,
  div: 5,
  mod: 5,
};

interface Token {
  readonly type: string;
  readonly raw: string;
  readonly value: any;
}

/** The oracle's literal by value: numbers, text without its quotes, instants in ms. */
function oracleLiteral(token: Token): Canon {
  const { value: type, raw } = token;
  if (raw === 'null') return ['literal', 'null', null];
  if (type === 'Edm.Boolean') return ['literal', 'boolean', raw === 'true'];
  if (type === 'Edm.String') return ['literal', 'string', raw.slice(1, -1).replaceAll("''", "'")];
  if (type === 'Edm.DateTimeOffset') return ['literal', 'datetime', Date.parse(raw)];
  if (type === 'Edm.Date') return ['literal', 'date', raw];
  if (type === 'Edm.TimeOfDay') {
    const [h = 0, m = 0, s = 0] = raw.split(':').map(Number);
    return ['literal', 'time', h * 3600 + m * 60 + s];
  }
  return ['literal', 'number', Number(raw)];
}

/** A wrapper the oracle puts around an expression (parentheses included). */
const WRAPPERS = new Set([
  'CommonExpression',
  'BoolCommonExpression',
  'ParenExpression',
  'BoolParenExpression',
  'FirstMemberExpression',
  'MemberExpression',
]);

function oraclePath(token: Token): string {
  if (token.type === 'ODataIdentifier') return token.value.name as string;
  if (token.type === 'PropertyPathExpression' && token.value.current)
    return `${oraclePath(token.value.current as Token)}/${oraclePath(token.value.next as Token)}`;
  if (
    token.type === 'PropertyPathExpression' ||
    token.type === 'SingleNavigationExpression' ||
    token.type === 'CollectionNavigationExpression' ||
    WRAPPERS.has(token.type)
  )
    return oraclePath(token.value as Token);
  throw new Error(`oracle path ${token.type}`);
}

const ARITHMETIC = new Set(['add', 'sub', 'mul', 'div', 'mod']);

/**
 * The operands and operators of a chain as the oracle nests it (to the right): one level of
 * `and`/`or`, or every arithmetic operator at once (the oracle does not tell them apart).
 */
function oracleChain(
  token: Token,
  same: (op: string) => boolean,
): { operands: Token[]; ops: string[] } {
  const op = CHAINS[token.type]!;
  const right = token.value.right as Token;
  const rightOp = CHAINS[right.type];
  if (rightOp && same(rightOp)) {
    const rest = oracleChain(right, same);
    return { operands: [token.value.left as Token, ...rest.operands], ops: [op, ...rest.ops] };
  }
  return { operands: [token.value.left as Token, right], ops: [op] };
}

/** Operands and operators grouped by the table's precedence, each level left to right. */
function byPrecedence(operands: Canon[], ops: string[]): Canon {
  const out: Canon[] = [operands[0]!];
  const pending: string[] = [];
  const reduce = () => {
    const right = out.pop()!;
    const left = out.pop()!;
    out.push([pending.pop()!, left, right]);
  };
  ops.forEach((op, i) => {
    while (pending.length > 0 && LEVEL[pending.at(-1)!]! >= LEVEL[op]!) reduce();
    pending.push(op);
    out.push(operands[i + 1]!);
  });
  while (pending.length > 0) reduce();
  return out[0]!;
}

/** The oracle's tree in the common form, its chains grouped to the left. */
function fromOracle(token: Token): Canon {
  if (WRAPPERS.has(token.type)) {
    const inner = token.value as Token;
    return inner && typeof inner === 'object' && 'type' in inner
      ? fromOracle(inner)
      : ['path', oraclePath(token)];
  }
  if (token.type === 'PropertyPathExpression' || token.type === 'ODataIdentifier')
    return ['path', oraclePath(token)];
  if (token.type === 'Literal') return oracleLiteral(token);
  if (token.type === 'NotExpression') return ['not', fromOracle(token.value as Token)];
  if (token.type === 'NegateExpression') return ['negate', fromOracle(token.value as Token)];
  if (token.type === 'MethodCallExpression')
    return [
      'call',
      token.value.method as string,
      ...(token.value.parameters as Token[]).map(fromOracle),
    ];
  const comparison = COMPARISONS[token.type];
  if (comparison)
    return [
      comparison,
      fromOracle(token.value.left as Token),
      fromOracle(token.value.right as Token),
    ];
  const op = CHAINS[token.type];
  if (op) {
    const { operands, ops } = oracleChain(token, (other) =>
      ARITHMETIC.has(op) ? ARITHMETIC.has(other) : other === op,
    );
    return byPrecedence(operands.map(fromOracle), ops);
  }
  throw new Error(`oracle node ${token.type}`);
}

const literalCanon = (l: StaLiteral): Canon =>
  l.kind === 'geography'
    ? ['literal', l.kind, JSON.stringify(l.value)]
    : ['literal', l.kind, l.value];

/** Our tree in the common form. */
function fromOurs(tree: StaFilter): Canon {
  switch (tree.kind) {
    case 'literal':
      return literalCanon(tree.literal);
    case 'path':
      return ['path', tree.path];
    case 'call':
      return ['call', tree.name, ...tree.args.map(fromOurs)];
    case 'negate':
    case 'not':
      return [tree.kind, fromOurs(tree.expr)];
    case 'and':
    case 'or':
      return [tree.kind, fromOurs(tree.left), fromOurs(tree.right)];
    default:
      return [tree.op, fromOurs(tree.left), fromOurs(tree.right)];
  }
}

const both = (text: string) => ({
  ours: fromOurs(parseStaFilter(text)),
  oracle: fromOracle(oracleFilter(text)),
});

// ---- a generator of filters of the subset, printed with the fewest parentheses ----

type Gen = { readonly text: string; readonly level: number };
/** Binding levels: 1 or, 2 and, 3 not, 4 comparison, 5 add/sub, 6 mul/div/mod, 7 a primary. */
const wrap = (g: Gen, min: number, force = false): string =>
  g.level < min || force ? `(${g.text})` : g.text;

const numberLiteral = fc
  .oneof(
    fc.integer({ min: -1000, max: 100_000 }),
    fc
      .double({ min: -1000, max: 1000, noNaN: true, noDefaultInfinity: true })
      .map((n) => Number(n.toFixed(3))),
  )
  .map((n) => String(Object.is(n, -0) ? 0 : n));
/** Text of characters a URL carries as they are (the oracle reads a URL's ABNF: `"` would be %22). */
const text = fc
  .string({ maxLength: 8, unit: fc.constantFrom(..."aZ09 _.-'~") })
  .map((s) => `'${s.replaceAll("'", "''")}'`);
const numberPath = fc.constantFrom('result', 'resultQuality/validity', 'id', 'properties/depth');
const textPath = fc.constantFrom(
  'name',
  'description',
  'properties/medium',
  'Datastream/Thing/name',
);
const timePath = fc.constantFrom('phenomenonTime', 'resultTime');
const instant = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2040-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().replace('.000Z', 'Z'));
const primary = (text: string): Gen => ({ text, level: 7 });

const { numeric, textual, boolean } = fc.letrec<{ numeric: Gen; textual: Gen; boolean: Gen }>(
  (tie) => ({
    textual: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      textPath.map(primary),
      text.map(primary),
      fc
        .tuple(fc.constantFrom('tolower', 'toupper', 'trim'), tie('textual'))
        .map(([fn, a]) => primary(`${fn}(${a.text})`)),
      fc
        .tuple(tie('textual'), tie('textual'))
        .map(([a, b]) => primary(`concat(${a.text},${b.text})`)),
      fc
        .tuple(tie('textual'), fc.integer({ min: 0, max: 9 }))
        .map(([a, n]) => primary(`substring(${a.text},${n})`)),
    ),
    numeric: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      numberPath.map(primary),
      numberLiteral.map(primary),
      // Unary minus in parentheses, like `not`: see above.
      numberPath.map((p) => primary(`(-${p})`)),
      fc
        .tuple(fc.constantFrom('round', 'floor', 'ceiling'), tie('numeric'))
        .map(([fn, a]) => primary(`${fn}(${a.text})`)),
      tie('textual').map((a) => primary(`length(${a.text})`)),
      fc
        .tuple(tie('textual'), tie('textual'))
        .map(([a, b]) => primary(`indexof(${a.text},${b.text})`)),
      fc
        .tuple(fc.constantFrom('year', 'month', 'day', 'hour', 'minute', 'second'), timePath)
        .map(([fn, p]) => primary(`${fn}(${p})`)),
      fc
        .tuple(
          tie('numeric'),
          fc.constantFrom('add', 'sub', 'mul', 'div', 'mod'),
          tie('numeric'),
          fc.boolean(),
        )
        .map(([a, op, b, extra]) => {
          const level = op === 'add' || op === 'sub' ? 5 : 6;
          // The right operand of a level is in parentheses if it is of the same level or looser.
          return { text: `${wrap(a, level, extra)} ${op} ${wrap(b, level + 1)}`, level };
        }),
    ),
    boolean: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc
        .tuple(tie('numeric'), fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'), tie('numeric'))
        .map(([a, op, b]) => ({ text: `${wrap(a, 5)} ${op} ${wrap(b, 5)}`, level: 4 })),
      fc
        .tuple(tie('textual'), fc.constantFrom('eq', 'ne'), tie('textual'))
        .map(([a, op, b]) => ({ text: `${a.text} ${op} ${b.text}`, level: 4 })),
      fc
        .tuple(timePath, fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'), instant)
        .map(([p, op, t]) => ({ text: `${p} ${op} ${t}`, level: 4 })),
      fc
        .tuple(fc.constantFrom('date'), timePath, fc.constantFrom('eq', 'lt'), instant)
        .map(([fn, p, op, t]) => ({ text: `${fn}(${p}) ${op} ${t.slice(0, 10)}`, level: 4 })),
      fc
        .tuple(textPath, fc.constantFrom('eq', 'ne'), fc.constantFrom('null', 'true', 'false'))
        .map(([p, op, v]) => ({ text: `${p} ${op} ${v}`, level: 4 })),
      fc
        .tuple(
          fc.constantFrom('startswith', 'endswith', 'contains'),
          tie('textual'),
          tie('textual'),
        )
        .map(([fn, a, b]) => primary(`${fn}(${a.text},${b.text})`)),
      fc
        .tuple(tie('textual'), tie('textual'))
        .map(([a, b]) => primary(`substringof(${a.text},${b.text})`)),
      // `not` in parentheses: see above.
      tie('boolean').map((a) => primary(`(not ${wrap(a, 4)})`)),
      fc
        .tuple(tie('boolean'), fc.constantFrom('and', 'or'), tie('boolean'), fc.boolean())
        .map(([a, op, b, extra]) => {
          const level = op === 'or' ? 1 : 2;
          return { text: `${wrap(a, level, extra)} ${op} ${wrap(b, level + 1)}`, level };
        }),
    ),
  }),
);
void numeric;
void textual;

describe('$filter against an OData parser as an oracle (the non-spatial subset)', () => {
  it.each([
    'result gt 50',
    "name eq 'Sungai O''Brien'",
    'phenomenonTime ge 2026-01-15T00:00:00+08:00',
    'resultTime lt 2026-01-15T06:30:00.5Z',
    'properties/approved eq true',
    'Datastream/Thing/name ne null',
    'id eq 5',
    '-result lt -1.5e2',
    'result gt 1 or result lt 0 and (result eq 2 or result eq 3)',
    'result gt 1 or result lt 0 or result eq 3 or result eq 4',
    'result add 2 mul 3 gt 10',
    'result sub 1 sub 2 sub 3 eq 0',
    'result div 2 mul 3 mod 4 le 1',
    'result sub (1 sub 2) eq 0',
    '(result sub 1) sub 2 eq 0',
    "(not (name eq 'x')) and result gt 1",
    "not contains(name,'x')",
    "startswith(name,'Sg') and endswith(name,'Klang') or substringof('Langat',description)",
    "length(name) gt 5 and indexof(name,'a') eq 2",
    "tolower(toupper(trim(name))) eq 'x'",
    "concat(name,substring(description,1,3)) ne ''",
    'round(result) eq floor(result) or ceiling(result) eq 4',
    'year(phenomenonTime) eq 2026 and month(phenomenonTime) ge 6 and day(resultTime) lt 10',
    'hour(phenomenonTime) eq 8 and minute(phenomenonTime) eq 0 and second(resultTime) eq 0',
    'fractionalseconds(phenomenonTime) eq 0.5 and totaloffsetminutes(resultTime) eq 0',
    'date(phenomenonTime) eq 2026-01-15',
    'time(phenomenonTime) lt 12:30:00',
    'true',
  ])('parses %s as the oracle does', (text) => {
    const { ours, oracle } = both(text);
    expect(ours).toEqual(oracle);
  });

  it('agrees with the oracle on 600 generated filters', () => {
    fc.assert(
      fc.property(boolean, (g) => {
        const { ours, oracle } = both(g.text);
        expect(ours, g.text).toEqual(oracle);
      }),
      { numRuns: 600, seed: 27 },
    );
  });

  it.each([
    'result gt',
    'result gtt 5',
    "name eq 'open",
    'result gt 5 and',
    '(result gt 5',
    'result gt 5)',
    "name eq 'a' 'b'",
    'result eq 1 2',
  ])('refuses %j, as the oracle does', (text) => {
    expect(() => parseStaFilter(text)).toThrow();
    expect(() => oracleFilter(text)).toThrow();
  });
});

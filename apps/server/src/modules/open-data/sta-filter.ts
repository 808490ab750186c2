import peggy from 'peggy';

/** A value written in a `$filter`. */
export type StaLiteral =
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'datetime'; readonly value: number }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'null'; readonly value: null };

export type StaOperand =
  | { readonly kind: 'path'; readonly path: string }
  | { readonly kind: 'literal'; readonly literal: StaLiteral }
  | { readonly kind: 'call'; readonly name: string; readonly args: readonly StaOperand[] };

export type StaComparison = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** A parsed `$filter`: the tree both compilers (SQL for observations, in memory) read. */
export type StaFilter =
  | { readonly kind: 'and' | 'or'; readonly left: StaFilter; readonly right: StaFilter }
  | { readonly kind: 'not'; readonly expr: StaFilter }
  | {
      readonly kind: 'compare';
      readonly op: StaComparison;
      readonly left: StaOperand;
      readonly right: StaOperand;
    };

/**
 * The part of OData's `$filter` (SensorThings API 1.1 §9.3.3.5) this service reads: comparisons
 * (`eq ne gt ge lt le`) of a property path with a literal (number, 'text' with '' for a quote, an
 * ISO 8601 instant, true, false, null), joined by `and`, `or`, `not` and parentheses. Function
 * calls parse, so they can be refused as not implemented rather than as malformed.
 */
const GRAMMAR = String.raw`
start = _ e:or _ { return e; }

or = head:and tail:(__ "or"i __ @and)* {
  return tail.reduce((left, right) => ({ kind: 'or', left, right }), head);
}

and = head:unary tail:(__ "and"i __ @unary)* {
  return tail.reduce((left, right) => ({ kind: 'and', left, right }), head);
}

unary
  = "not"i _ "(" _ e:or _ ")" { return { kind: 'not', expr: e }; }
  / "not"i __ e:unary { return { kind: 'not', expr: e }; }
  / "(" _ e:or _ ")" { return e; }
  / compare

compare = left:operand __ op:op __ right:operand { return { kind: 'compare', op, left, right }; }

op = o:("eq"i / "ne"i / "ge"i / "gt"i / "le"i / "lt"i) { return o.toLowerCase(); }

operand = call / literal / path

call = name:identifier _ "(" _ args:arguments? _ ")" {
  return { kind: 'call', name, args: args ?? [] };
}

arguments = head:operand tail:(_ "," _ @operand)* { return [head, ...tail]; }

literal = l:(datetime / number / string / boolean / null) { return { kind: 'literal', literal: l }; }

datetime = text:$([0-9][0-9][0-9][0-9] "-" [0-9][0-9] "-" [0-9][0-9] "T" [0-9][0-9] ":" [0-9][0-9] (":" [0-9][0-9] ("." [0-9]+)?)? ("Z" / [+-] [0-9][0-9] ":" [0-9][0-9])) {
  const value = Date.parse(text);
  if (Number.isNaN(value)) error('invalid instant');
  return { kind: 'datetime', value };
}

number = text:$("-"? [0-9]+ ("." [0-9]+)? ([eE] [+-]? [0-9]+)?) !identifierPart {
  return { kind: 'number', value: Number(text) };
}

string = "'" chars:("''" { return "'"; } / [^'])* "'" { return { kind: 'string', value: chars.join('') }; }

boolean = v:("true" / "false") !identifierPart { return { kind: 'boolean', value: v === 'true' }; }

null = "null" !identifierPart { return { kind: 'null', value: null }; }

path = head:identifier tail:("/" @identifier)* { return { kind: 'path', path: [head, ...tail].join('/') }; }

identifier = $([A-Za-z@] identifierPart*)

identifierPart = [A-Za-z0-9_.@]

__ = [ \t\n\r]+
_ = [ \t\n\r]*
`;

const parser = peggy.generate(GRAMMAR);

/** Parses a `$filter`; throws a syntax error (with its position) for text the grammar refuses. */
export function parseStaFilter(text: string): StaFilter {
  return parser.parse(text) as StaFilter;
}

/** Whether a filter calls a function (parsed, but not served: 501). */
export function callsFunction(filter: StaFilter): boolean {
  switch (filter.kind) {
    case 'and':
    case 'or':
      return callsFunction(filter.left) || callsFunction(filter.right);
    case 'not':
      return callsFunction(filter.expr);
    case 'compare':
      return filter.left.kind === 'call' || filter.right.kind === 'call';
  }
}

/** The comparison with its sides swapped (`5 lt result` is `result gt 5`). */
export const FLIPPED: Readonly<Record<StaComparison, StaComparison>> = {
  eq: 'eq',
  ne: 'ne',
  gt: 'lt',
  ge: 'le',
  lt: 'gt',
  le: 'ge',
};

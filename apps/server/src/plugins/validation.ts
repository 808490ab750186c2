import { hasKey, translate, type Language } from '@eqmp/locales';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { parsedValueIssues, rawInputIssues } from './request-bounds.js';

/** One field problem, ready to show. */
export interface FieldIssue {
  readonly path: string;
  readonly message: string;
}

/**
 * Validates with zod, keeping each issue's input so a missing field can be told apart from a
 * field of the wrong type. Issues are translated later, when the caller's language is known.
 * Before and after the route's own schema, the bounds every request is held to are checked here
 * once (NUL bytes, dates outside the window, numbers that are not finite), so no route sees them.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const raw = rawInputIssues(data);
    if (raw.length > 0) return { error: new ZodRequestError(raw) };
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) return { error: new ZodRequestError(result.error.issues) };
    const parsed = parsedValueIssues(result.data);
    if (parsed.length > 0) return { error: new ZodRequestError(parsed) };
    return { value: result.data };
  };

export class ZodRequestError extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('Request validation failed');
    this.name = 'ZodRequestError';
  }
}

const ORIGIN_SUFFIX: Record<string, string> = {
  string: 'string',
  number: 'number',
  int: 'number',
  bigint: 'number',
  array: 'array',
  set: 'array',
};

/** Turns zod issues into messages in `language`, naming the field each is about. */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  language: Language,
  bodyPart: string | undefined,
): FieldIssue[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const field = path || translate(language, 'errors:validation.body');
    const t = (key: string, values: Record<string, string | number> = {}) =>
      translate(language, `errors:validation.${key}`, { field, ...values });
    // A schema may carry its own message as a locale key (`ns:path`).
    if (issue.code === 'custom' || hasKey(issue.message)) {
      return {
        path,
        message: hasKey(issue.message)
          ? translate(language, issue.message, { field })
          : t('invalid'),
      };
    }
    // A field that was not sent at all is missing, whatever shape it should have had.
    if ('input' in issue && issue.input === undefined && issue.code !== 'unrecognized_keys') {
      return { path, message: t('required') };
    }
    switch (issue.code) {
      case 'invalid_type': {
        const expected = translate(language, `errors:validation.type.${issue.expected}`);
        return {
          path,
          message: t('invalid_type', {
            expected: expected.includes(':') ? issue.expected : expected,
          }),
        };
      }
      case 'too_small':
      case 'too_big': {
        const suffix = ORIGIN_SUFFIX[issue.origin] ?? 'number';
        const bound: Record<string, string> =
          issue.code === 'too_small'
            ? { minimum: String(issue.minimum) }
            : { maximum: String(issue.maximum) };
        return { path, message: t(`${issue.code}_${suffix}`, bound) };
      }
      case 'invalid_format':
        return { path, message: t('invalid_format', { format: issue.format }) };
      case 'invalid_value':
        return {
          path,
          message: t('invalid_value', { values: issue.values.map(String).join(', ') }),
        };
      case 'unrecognized_keys':
        return { path, message: t('unrecognized_keys', { keys: issue.keys.join(', ') }) };
      case 'not_multiple_of':
        return { path, message: t('not_multiple_of', { divisor: String(issue.divisor) }) };
      default:
        return { path: path || (bodyPart ?? ''), message: t('invalid') };
    }
  });
}

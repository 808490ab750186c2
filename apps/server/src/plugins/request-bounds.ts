import { isDateTextOutsideWindow, isInDateWindow } from '@eqmp/domain';
import type { z } from 'zod';

/** Largest magnitude a number may have: epoch milliseconds fit (4e12 in 2100); 1e308 and Infinity do not. */
const MAX_MAGNITUDE = 1e15;

/** Deepest nesting looked into; request bodies are small (2 MB), so this bounds the walk, not the data. */
const MAX_DEPTH = 64;

type Issue = z.core.$ZodIssue;

const issue = (path: (string | number)[], message: string): Issue =>
  ({ code: 'custom', path, message, input: undefined }) as unknown as Issue;

/**
 * How `collectIssues` judges what it walks. `value` answers, for a value checked here and not
 * walked into, its issue's message or null when it has none; undefined walks into the value.
 * `key` answers an object key's issue, reported at the object's path instead of walking its value.
 */
interface InputCheck {
  value(value: unknown): string | null | undefined;
  key?(key: string): string | null;
}

/**
 * The issues `check` finds in `data` and in every value inside its arrays and objects (Buffers
 * excepted), down to MAX_DEPTH, stopping once there are 20.
 */
function collectIssues(data: unknown, check: InputCheck): Issue[] {
  const issues: Issue[] = [];
  const walk = (value: unknown, path: (string | number)[], depth: number) => {
    if (issues.length >= 20 || depth > MAX_DEPTH) return;
    const found = check.value(value);
    if (found !== undefined) {
      if (found !== null) issues.push(issue(path, found));
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, i], depth + 1));
      return;
    }
    if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const keyIssue = check.key?.(key);
        if (keyIssue) issues.push(issue(path, keyIssue));
        else walk(item, [...path, key], depth + 1);
      }
    }
  };
  walk(data, [], 0);
  return issues;
}

const NUL_BYTE = 'security:validation.nulByte';
const DATE_WINDOW = 'security:validation.dateWindow';

/**
 * Problems of raw request input that no route may see, whatever its schema: a NUL byte in any
 * text or key (PostgreSQL refuses it in text, so it would end as a 500), and a text that reads
 * as a date outside the date window (`0000-01-01`, `9999-12-31`).
 */
export function rawInputIssues(data: unknown): Issue[] {
  return collectIssues(data, {
    value: (value) => {
      if (typeof value !== 'string') return undefined;
      if (value.includes('\u0000')) return NUL_BYTE;
      return isDateTextOutsideWindow(value) ? DATE_WINDOW : null;
    },
    key: (key) => (key.includes('\u0000') ? NUL_BYTE : null),
  });
}

/**
 * Problems of parsed values that a schema let through: a date outside the window (or not a
 * date at all) and a number that is not finite or so large that arithmetic on it overflows.
 */
export function parsedValueIssues(data: unknown): Issue[] {
  return collectIssues(data, {
    value: (value) => {
      if (value instanceof Date) return isInDateWindow(value.getTime()) ? null : DATE_WINDOW;
      if (typeof value === 'number')
        return Math.abs(value) <= MAX_MAGNITUDE ? null : 'security:validation.notFinite';
      return undefined;
    },
  });
}

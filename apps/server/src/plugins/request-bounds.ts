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
 * Problems of raw request input that no route may see, whatever its schema: a NUL byte in any
 * text or key (PostgreSQL refuses it in text, so it would end as a 500), and a text that reads
 * as a date outside the date window (`0000-01-01`, `9999-12-31`).
 */
export function rawInputIssues(data: unknown): Issue[] {
  const issues: Issue[] = [];
  const walk = (value: unknown, path: (string | number)[], depth: number) => {
    if (issues.length >= 20 || depth > MAX_DEPTH) return;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) issues.push(issue(path, 'security:validation.nulByte'));
      else if (isDateTextOutsideWindow(value))
        issues.push(issue(path, 'security:validation.dateWindow'));
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, i], depth + 1));
      return;
    }
    if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) issues.push(issue(path, 'security:validation.nulByte'));
        else walk(item, [...path, key], depth + 1);
      }
    }
  };
  walk(data, [], 0);
  return issues;
}

/**
 * Problems of parsed values that a schema let through: a date outside the window (or not a
 * date at all) and a number that is not finite or so large that arithmetic on it overflows.
 */
export function parsedValueIssues(data: unknown): Issue[] {
  const issues: Issue[] = [];
  const walk = (value: unknown, path: (string | number)[], depth: number) => {
    if (issues.length >= 20 || depth > MAX_DEPTH) return;
    if (value instanceof Date) {
      if (!isInDateWindow(value.getTime()))
        issues.push(issue(path, 'security:validation.dateWindow'));
      return;
    }
    if (typeof value === 'number') {
      if (!(Math.abs(value) <= MAX_MAGNITUDE))
        issues.push(issue(path, 'security:validation.notFinite'));
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, i], depth + 1));
      return;
    }
    if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) walk(item, [...path, key], depth + 1);
    }
  };
  walk(data, [], 0);
  return issues;
}

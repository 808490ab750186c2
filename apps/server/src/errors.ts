import type { ErrorCode } from '@eqmp/domain';

export interface AppErrorOptions {
  /** Locale key of a more specific message than the code's default (`errors:code.<CODE>`). */
  readonly messageKey?: string;
  /** Values interpolated into the message. */
  readonly values?: Readonly<Record<string, string | number>>;
  readonly cause?: unknown;
}

/**
 * An error the caller should see. The error handler turns it into the status of its code and a
 * `{ message, code }` body in the caller's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly values: Readonly<Record<string, string | number>>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.messageKey ?? code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.messageKey = options.messageKey ?? `errors:code.${code}`;
    this.values = options.values ?? {};
  }
}

/**
 * `value` itself, or a NOT_FOUND error (with `messageKey`, when given) when it is missing: the one
 * way to load a record or refuse, e.g. `const row = orNotFound(await repo.find(id));`. Only `null`
 * and `undefined` count as missing, so pass records, not numbers or strings that may be empty.
 */
export function orNotFound<T>(value: T | null | undefined, messageKey?: string): T {
  if (value === null || value === undefined)
    throw new AppError('NOT_FOUND', messageKey === undefined ? {} : { messageKey });
  return value;
}

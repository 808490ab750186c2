import { statusOf, type ErrorBody, type ErrorCode } from '@eqmp/domain';
import { translate } from '@eqmp/locales';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ClientGoneError } from '../db/query-priority.js';
import { AppError } from '../errors.js';
import { describeIssues, ZodRequestError } from './validation.js';

/** Fastify's own 4xx errors, by status, mapped to our codes. */
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  extra: {
    messageKey?: string;
    values?: Record<string, string | number>;
    issues?: ErrorBody['issues'];
  } = {},
) {
  const message = translate(
    request.language,
    extra.messageKey ?? `errors:code.${code}`,
    extra.values,
  );
  const body: ErrorBody = extra.issues
    ? { message, code, issues: extra.issues }
    : { message, code };
  return reply.code(statusOf(code)).type('application/json').send(body);
}

/** Seconds a client refused under load is asked to wait before trying again (`Retry-After`). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * One place where errors become answers: `{ message, code }` in the caller's language, with the
 * status of the code. Unknown errors are logged with the request id and answered as
 * 'Internal Server Error' — never with a stack trace. A refusal under load (503, `SERVER_BUSY`)
 * carries `Retry-After` and is logged as a warning.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ClientGoneError) {
      // Nobody is listening: the answer goes nowhere, and it is no fault worth logging.
      request.log.debug('client went away before its answer');
      return reply.code(499).send();
    }
    if (error instanceof ZodRequestError) {
      const part = (error as { validationContext?: string }).validationContext;
      const issues = describeIssues(error.issues, request.language, part);
      return sendError(request, reply, 'VALIDATION_FAILED', {
        messageKey: 'errors:code.VALIDATION_FAILED',
        issues,
      });
    }
    if (error instanceof AppError && error.code === 'SERVER_BUSY') {
      // A refusal under load is the server protecting itself, not a fault: a warning without a
      // stack, and the client is told when to try again.
      request.log.warn(
        { code: error.code, method: request.method, url: request.url },
        'request refused under load',
      );
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      return sendError(request, reply, error.code, {
        messageKey: error.messageKey,
        values: error.values,
      });
    }
    if (error instanceof AppError) {
      if (statusOf(error.code) >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(request, reply, error.code, {
        messageKey: error.messageKey,
        values: error.values,
      });
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = CODE_BY_STATUS[status];
    if (status < 500 && code) {
      request.log.debug(
        { err: { message: error.message, code: (error as FastifyError).code } },
        'request rejected',
      );
      return sendError(request, reply, code);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, 'INTERNAL');
  });
}

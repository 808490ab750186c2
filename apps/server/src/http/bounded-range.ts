import { checkRange } from '@eqmp/domain';
import { AppError } from '../errors.js';

/**
 * The one rule for a request's time range, applied once the endpoint's defaults are filled in
 * and before any work starts: inside the date window, start before end, at most `maxDays` long.
 */
export function assertBoundedRange(from: Date | number, end: Date | number, maxDays: number): void {
  const problem = checkRange(Number(from), Number(end), maxDays);
  if (problem === null) return;
  if (problem === 'order')
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.range' });
  if (problem === 'window')
    throw new AppError('VALIDATION_FAILED', {
      messageKey: 'security:validation.dateWindow',
      values: { field: 'from/to' },
    });
  throw new AppError('VALIDATION_FAILED', {
    messageKey: 'security:validation.rangeTooLong',
    values: { days: maxDays },
  });
}

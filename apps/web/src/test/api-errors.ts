import { ApiError } from '../lib/api-client';

/** The client's error for a request the server's validation refused, naming each field's issue. */
export const validationFailed = (issues: ApiError['issues']) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Some of the information sent is not valid.', issues);

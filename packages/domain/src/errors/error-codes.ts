/**
 * Every error the server can answer, with its HTTP status. The message text for each code lives
 * in the `errors` locale namespace (English and Malay); a test keeps the two in step.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  TOKEN_INVALID: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 423,
  CAPTCHA_WRONG: 400,
  RESET_TOKEN_INVALID: 400,
  PASSWORD_TOO_WEAK: 400,
  CURRENT_PASSWORD_WRONG: 400,
  USERNAME_TAKEN: 409,
  NAME_TAKEN: 409,
  ROLE_UNKNOWN: 400,
  CANNOT_CHANGE_SELF: 409,
  STATION_KEY_INVALID: 401,
  STATION_MISMATCH: 403,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  STATION_ID_TAKEN: 409,
  PARAMETER_CODE_TAKEN: 409,
  REFERENCE_INVALID: 400,
  GATEWAY_KEY_INVALID: 401,
  QUERY_TOO_LARGE: 400,
  QUERY_SELECTION_INVALID: 400,
  QUERY_RAW_NOT_ALLOWED: 403,
  EXPORT_FAILED: 500,
  DOWNLOAD_LINK_INVALID: 403,
  DOWNLOAD_LINK_EXPIRED: 410,
  ALERT_STATE_INVALID: 409,
  ASSIGNEE_NOT_ALLOWED: 400,
  MAP_SERVICE_UNAVAILABLE: 502,
  POSITIONS_MOBILE_ONLY: 403,
  SOJ_SESSION_MISSING: 403,
  SOJ_SESSION_EXPIRED: 403,
  SOJ_CODE_INVALID: 400,
  SOJ_TRANSITION_INVALID: 409,
  SOJ_SAME_PERSON: 409,
  SOJ_ALERTS_ELSEWHERE: 400,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code];
}


/** The body of every error answer. `message` is what the spec's clients show. */
export interface ErrorBody {
  readonly message: string;
  readonly code: ErrorCode;
  /** Field-level problems of a rejected request, each already in the caller's language. */
  readonly issues?: readonly { readonly path: string; readonly message: string }[];
}

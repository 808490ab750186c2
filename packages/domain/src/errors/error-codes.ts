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
  // Uploads refused by what their header or archive declares, before they are read.
  IMAGE_UNREADABLE: 415,
  IMAGE_TOO_LARGE: 413,
  UPLOAD_UNPACKED_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 423,
  CAPTCHA_WRONG: 400,
  RESET_TOKEN_INVALID: 400,
  PASSWORD_TOO_WEAK: 400,
  CURRENT_PASSWORD_WRONG: 400,
  USERNAME_TAKEN: 409,
  NAME_TAKEN: 409,
  /** A district, basin or river still in use: stations name it, or a basin still has rivers. */
  GEOGRAPHY_IN_USE: 409,
  ROLE_UNKNOWN: 400,
  CANNOT_CHANGE_SELF: 409,
  STATION_KEY_INVALID: 401,
  STATION_MISMATCH: 403,
  INTERNAL: 500,
  DATABASE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
  STATION_ID_TAKEN: 409,
  CASE_ID_TAKEN: 409,
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
  EMAIL_TAKEN: 409,
  EMAIL_CHANGE_INVALID: 400,
  QAQC_LOCKED: 409,
  QAQC_REVERT_STALE: 409,
  QAQC_REVERT_NOT_EDIT: 409,
  QAQC_NOT_REVIEWED: 409,
  QAQC_NO_VALUES: 409,
  QAQC_LEVELS_ELSEWHERE: 409,
  QAQC_SELF_APPROVAL: 403,
  QAQC_ALREADY_APPROVED: 409,
  QAQC_REOPEN_INVALID: 409,
  QAQC_NULL_REASON_REQUIRED: 400,
  QAQC_TOO_MANY_QUALIFIERS: 400,
  QAQC_CODE_UNKNOWN: 400,
  QUALITY_CODE_TAKEN: 409,
  DELETE_REQUEST_OWN: 403,
  DELETE_REQUEST_NOT_PENDING: 409,
  SOJ_SESSION_MISSING: 403,
  SOJ_SESSION_EXPIRED: 403,
  SOJ_CODE_INVALID: 400,
  SOJ_CODE_TOO_MANY: 429,
  SOJ_TRANSITION_INVALID: 409,
  SOJ_ROUND_LOCKED: 409,
  SOJ_SAME_PERSON: 409,
  RECORD_LOCKED: 409,
  RECORD_INVALID: 400,
  RECORD_STATE_INVALID: 409,
  FEEDBACK_NO_EMAIL: 409,
  // Manual programmes (forms apply the spec §5 date and time rules).
  INCORRECT_TIME_FORMAT: 400,
  INCORRECT_DATE_FORMAT: 400,
  INVALID_DATE: 400,
  SAMPLE_MOVE_INVALID: 409,
  SAMPLE_TIME_TAKEN: 409,
  SAMPLE_TIME_FUTURE: 400,
  SAMPLE_VALUE_UNREADABLE: 400,
  SAMPLE_RESULTS_MISSING: 409,
  SAMPLE_PARAMETER_UNKNOWN: 400,
  SAMPLING_PLAN_TOO_LONG: 400,
  SAMPLING_MONTH_OPEN: 409,
  SAMPLING_OWN_RESULTS: 403,
  SAMPLING_NOTHING_TO_DO: 409,
  SAMPLING_IMPORT_UNREADABLE: 400,
  SAMPLING_MAPPING_INCOMPLETE: 400,
  SAMPLING_IMPORT_DONE: 409,
  SAMPLING_PHOTO_LIMIT: 409,
  /** Open data (docs/open-data.md): a query parameter the endpoint does not know. */
  OPEN_DATA_PARAMETER_UNKNOWN: 400,
  /** SensorThings: a query the grammar or the service cannot read. */
  STA_QUERY_INVALID: 400,
  /** SensorThings: a part of the standard this read-only service does not serve. */
  STA_NOT_IMPLEMENTED: 501,
  LAB_QC_OBJECTIVE_TAKEN: 409,
  /** An update that names no field to change. */
  EMPTY_UPDATE: 400,
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

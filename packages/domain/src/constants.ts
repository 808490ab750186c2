/** Business constants of spec §9, in the units their names say. */

/** Session cookie `user_eqmp` lifetime: 15 minutes. */
export const SESSION_COOKIE_MAX_AGE_MS = 900_000;
/** The client renews its token this often while the session cookie is non-empty. */
export const TOKEN_RENEWAL_INTERVAL_MS = 5 * 60_000;
/** Wrong passwords allowed before the account locks. */
export const LOGIN_ATTEMPTS_ALLOWED = 4;
/** How long a locked account stays locked. */
export const LOCKOUT_MS = 15 * 60_000;
/** A page whose code has not loaded by then shows an error with a retry. */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;
/** Parameter graph: most parameters for one station, and for several stations. */
export const MAX_PARAMETERS_ONE_STATION = 10;
export const MAX_PARAMETERS_SEVERAL_STATIONS = 2;
/** Map zoom when focusing a point station. */
export const STATION_FOCUS_ZOOM = 16;
/** Pie chart labels are shown only for slices above this share (percent). */
export const PIE_LABEL_MIN_PERCENT = 10;

/** Names the browser stores (spec §3). */
export const STORAGE_KEYS = {
  /** localStorage: the signed-in user's profile. */
  user: 'user_eqmp',
  /** localStorage: the chosen language. */
  language: 'lang_eqmp',
  /** localStorage: the chosen theme (light or dark). */
  theme: 'theme_eqmp',
  /** localStorage: the username kept by "remember me" (never the password). */
  rememberedUsername: 'remember_eqmp',
  /** localStorage: the Straits of Johor session. */
  sojSession: 'soj_eqmp',
} as const;

export const COOKIE_NAMES = {
  /** The session value (spec §9: 15 minutes, path /, SameSite Lax). */
  session: 'user_eqmp',
  /** The QA/QC token, cleared at logout (spec §4). */
  qaqcToken: 'qaqc_eqmp',
} as const;

/** The time zone of every date the portal shows or groups by. */
export const TIME_ZONE = 'Asia/Kuala_Lumpur';

/**
 * Data KPI: the share of expected values (percent) a station × parameter must capture in a month
 * to meet the target (QUALITY.md completeness; the KPI page lets the reader choose another).
 */
export const DATA_CAPTURE_TARGET_PERCENT = 75;
/** System KPI: the polling uptime (percent of expected hours with data) a station should reach. */
export const SYSTEM_UPTIME_TARGET_PERCENT = 95;

import type { SmsParseError } from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';

/** Every reason a message can fail: the parser's, and those that need the database. */
export type SmsErrorCode = SmsParseError | 'PENDING' | 'UNKNOWN_STATION' | 'REJECTED';

/**
 * `sms_message.error` holds `CODE: text`: the code stays machine-readable (filters, tests), the
 * text is the reason in the language of the request that parsed the message (the gateway's
 * `Accept-Language`, English by default; an officer's language for a re-parse).
 */
export function smsError(code: SmsErrorCode, detail: string, language: Language): string {
  return `${code}: ${translate(language, `sms:reason.${code}`, { detail })}`;
}

/** The code and text of a stored error. */
export function splitSmsError(stored: string | null): {
  errorCode: string | null;
  error: string | null;
} {
  if (stored === null) return { errorCode: null, error: null };
  const match = /^([A-Z_]+): (.*)$/s.exec(stored);
  return match ? { errorCode: match[1]!, error: match[2]! } : { errorCode: null, error: stored };
}

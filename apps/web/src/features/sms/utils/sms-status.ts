import type { SmsStatus } from '../api/sms-api';

export const SMS_STATUSES: readonly SmsStatus[] = ['parsed', 'failed'];

/** Ant Design tag colours per status (the theme adapts them to dark mode). */
export const SMS_STATUS_COLOUR: Readonly<Record<SmsStatus, string>> = {
  parsed: 'green',
  failed: 'red',
};

import type { SmsStatus } from '@eqmp/domain';

/** Ant Design tag colours per status (the theme adapts them to dark mode). */
export const SMS_STATUS_COLOUR: Readonly<Record<SmsStatus, string>> = {
  parsed: 'green',
  failed: 'red',
};

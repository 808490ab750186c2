import { alertPagePath, localDateTimeText } from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { OpenedAlert } from './alert-notifier.js';

/** An opened alert with its station's name, as a mail names it. */
export interface MailedAlert extends OpenedAlert {
  readonly stationName: string;
}

/**
 * The link to the page listing the alert, filtered to its station (the list's `search`), from
 * `PUBLIC_URL` as every link in a mail.
 */
export function alertLink(
  publicUrl: string,
  alert: Pick<OpenedAlert, 'module' | 'kind' | 'stationId'>,
): string {
  const path = alertPagePath(alert.module, alert.kind);
  return path
    ? `${publicUrl}${path}?search=${encodeURIComponent(alert.stationId)}`
    : `${publicUrl}/`;
}

function valuesOf(language: Language, alert: MailedAlert, publicUrl: string) {
  return {
    kind: translate(language, `alerts:kind.${alert.kind}`),
    station: `${alert.stationName} (${alert.stationId})`,
    module: alert.module,
    parameter: alert.parameterCode ?? '–',
    value: alert.value === null ? '–' : String(Math.round(alert.value * 1000) / 1000),
    limit: alert.limitValue === null ? '–' : String(alert.limitValue),
    unit: alert.unit ?? '',
    at: localDateTimeText(alert.openedAt),
    id: alert.id,
    link: alertLink(publicUrl, alert),
  };
}

/**
 * The mail telling one recipient about the alerts opened at once, in the recipient's language:
 * one alert is described in full; several are one digest, a line each.
 */
export function alertMail(
  language: Language,
  alerts: readonly MailedAlert[],
  publicUrl: string,
): { subject: string; text: string } {
  const [first] = alerts;
  if (!first) throw new Error('alertMail needs at least one alert');
  if (alerts.length === 1) {
    const values = valuesOf(language, first, publicUrl);
    return {
      subject: translate(language, 'alerts:notify.subject', values),
      text: translate(language, 'alerts:notify.body', values),
    };
  }
  const lines = alerts.map((a) =>
    translate(language, 'alerts:notify.digestLine', valuesOf(language, a, publicUrl)),
  );
  const values = {
    count: alerts.length,
    at: localDateTimeText(first.openedAt),
    lines: lines.join('\n'),
  };
  return {
    subject: translate(language, 'alerts:notify.digestSubject', values),
    text: translate(language, 'alerts:notify.digestBody', values),
  };
}

/** The SMS for the same alerts: the subject of the mail (a digest's says how many). */
export function alertSms(language: Language, alerts: readonly MailedAlert[], publicUrl: string) {
  return alertMail(language, alerts, publicUrl).subject;
}

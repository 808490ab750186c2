import { SMS_KEYWORD, HOUR_MS } from '@eqmp/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYYMMDDhhmm` in Kuala Lumpur time (UTC+8), as the SMS format writes the values' time. */
function localStamp(ts: number): string {
  const d = new Date(ts + 8 * HOUR_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
}

/**
 * The SMS a station sends for one 5-minute slot (docs/sms-format.md), e.g.
 * `EQMP CMB01 202611241405 M_DO=6.2 M_TSS=21.4`. Four times a day (at :30 of 00, 06, 12 and 18
 * local hours) the network cuts the message short, as long texts sometimes are: the poll table
 * then shows a message that could not be read.
 */
export function smsText(
  stationId: string,
  ts: number,
  readings: readonly { parameter: string; value: number }[],
): string {
  const pairs = readings.map((r) => `${r.parameter}=${Number(r.value.toFixed(4))}`);
  const text = [SMS_KEYWORD, stationId, localStamp(ts), ...pairs].join(' ');
  const local = new Date(ts + 8 * HOUR_MS);
  const cut = local.getUTCHours() % 6 === 0 && local.getUTCMinutes() === 30;
  // Cut inside the first pair's value marker, so what arrives is not a readable message.
  return cut ? text.slice(0, text.indexOf('=') + 1) : text;
}

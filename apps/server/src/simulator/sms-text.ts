import { SMS_KEYWORD, localIsoText, localParts } from '@eqmp/domain';

/** `YYYYMMDDhhmm` in Kuala Lumpur time (UTC+8), as the SMS format writes the values' time. */
const localStamp = (ts: number): string => localIsoText(ts).slice(0, 16).replace(/[-T:]/g, '');

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
  const local = localParts(ts);
  const cut = local.hour % 6 === 0 && local.minute === 30;
  // Cut inside the first pair's value marker, so what arrives is not a readable message.
  return cut ? text.slice(0, text.indexOf('=') + 1) : text;
}

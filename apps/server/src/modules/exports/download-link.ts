import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works after it is issued (contract: 15 minutes). */
export const LINK_TTL_MS = 15 * 60 * 1000;

/**
 * Signs and checks download links. A new browser tab cannot send the bearer token, so the link
 * itself carries the proof: an HMAC over the job id, the job's user and the expiry. The key is
 * derived from the server secret for this one purpose.
 */
export function createLinkSigner(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('eqmp/export-download-links').digest();
  const sign = (jobId: string, userId: string, exp: number) =>
    createHmac('sha256', key).update(`${jobId}.${userId}.${exp}`).digest('base64url');

  return {
    /** The link path for `jobId`, valid for its user until `now + LINK_TTL_MS`. */
    link(jobId: string, userId: string, now: Date): string {
      const exp = Math.floor((now.getTime() + LINK_TTL_MS) / 1000);
      return `/api2/downloads/${jobId}?exp=${exp}&sig=${sign(jobId, userId, exp)}`;
    },
    /** Whether `sig` was made by `link` for this job and user; expiry is checked by the caller. */
    verify(jobId: string, userId: string, exp: number, sig: string): boolean {
      const expected = Buffer.from(sign(jobId, userId, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

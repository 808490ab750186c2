import { captchaWorkText, leadingZeroBits } from '@eqmp/domain';
import { callApi } from './api-client';

/** What a form sends once the robot check is done. */
export interface RobotProof {
  readonly captchaId: string;
  readonly captchaAnswer: string;
}

/** Hashes tried at once: enough to keep WebCrypto busy, few enough to report progress often. */
const BATCH = 256;

/** A new challenge from the server (public: no token goes with it). */
export const fetchChallenge = (signal?: AbortSignal) =>
  callApi('captcha', {}, { token: null, signal });

/**
 * The chance that a nonce has been found after `tries` at this difficulty: what the progress bar
 * shows (the search has no fixed length; on average it ends at 63 %).
 */
export const workProgress = (tries: number, difficulty: number): number =>
  1 - Math.exp(-tries / 2 ** difficulty);

/**
 * Finds a nonce whose SHA-256 of `challenge:nonce` starts with `difficulty` zero bits, with the
 * browser's WebCrypto. Reports progress between batches; stops when `signal` aborts.
 */
export async function solveChallenge(
  challenge: string,
  difficulty: number,
  { onProgress, signal }: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH) {
    signal?.throwIfAborted();
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, i) =>
        crypto.subtle.digest('SHA-256', encoder.encode(captchaWorkText(challenge, `${start + i}`))),
      ),
    );
    const found = digests.findIndex((d) => leadingZeroBits(new Uint8Array(d)) >= difficulty);
    if (found >= 0) return `${start + found}`;
    onProgress?.(workProgress(start + BATCH, difficulty));
  }
}

/** Fetches a challenge and does its work: the two fields a form sends. */
export async function proveNotRobot(
  options: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<RobotProof> {
  const { id, challenge, difficulty } = await fetchChallenge(options.signal);
  return { captchaId: id, captchaAnswer: await solveChallenge(challenge, difficulty, options) };
}

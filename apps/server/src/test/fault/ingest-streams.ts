/**
 * Loggers for the fault suites: each stream sends one station's readings in batches over real
 * HTTP, as a logger does, and keeps every batch the server acknowledged (200 with every item
 * accepted or a duplicate). A batch whose answer never came (the server died under it) is sent
 * again until it is acknowledged, as a logger resends.
 */

export const STREAM_PARAMETERS = ['PM10', 'PM25', 'SO2', 'NO2', 'O3', 'CO'] as const;
const SLOT_MS = 5 * 60_000;

interface Reading {
  readonly parameter: string;
  readonly ts: string;
  readonly value: number;
}

export interface StreamFigures {
  readonly stationId: string;
  /** Batches acknowledged. */
  batches: number;
  /** Readings acknowledged, keyed `parameter|ts` → value. */
  readonly acknowledged: Map<string, number>;
  /** Batches sent again because a send got no answer (the server died or was down). */
  resent: number;
  /** Answers other than 200 (none expected: the server listens only once it is ready). */
  refused: number;
  /** Resent batches the server already had in full: committed before the kill, never answered. */
  committedUnanswered: number;
}

/** `readingsPerBatch` readings of slot batch `index`: every parameter at consecutive 5-minute slots. */
function batchReadings(
  first: number,
  index: number,
  readingsPerBatch: number,
  valueOf: (i: number) => number,
): Reading[] {
  const slots = Math.ceil(readingsPerBatch / STREAM_PARAMETERS.length);
  const out: Reading[] = [];
  for (let slot = 0; slot < slots; slot += 1) {
    const ts = new Date(first + (index * slots + slot) * SLOT_MS).toISOString();
    for (const parameter of STREAM_PARAMETERS) {
      out.push({ parameter, ts, value: valueOf(out.length + index * readingsPerBatch) });
    }
  }
  return out;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one stream until `shouldStop()` is true after an acknowledged batch. Never gives up on a
 * batch: the suite's claim is that what was acknowledged is kept, and what was sent is sent
 * until it is acknowledged.
 */
export async function runStream(options: {
  base: string;
  stationId: string;
  key: string;
  firstSlot: number;
  readingsPerBatch: number;
  shouldStop: () => boolean;
}): Promise<StreamFigures> {
  const figures: StreamFigures = {
    stationId: options.stationId,
    batches: 0,
    acknowledged: new Map(),
    resent: 0,
    refused: 0,
    committedUnanswered: 0,
  };
  const valueOf = (i: number) => Math.round((5 + ((i * 7919) % 550) / 10) * 10) / 10;
  let index = 0;
  let resend = false;
  while (!options.shouldStop()) {
    const readings = batchReadings(options.firstSlot, index, options.readingsPerBatch, valueOf);
    let answer: Response;
    try {
      answer = await fetch(`${options.base}/api2/ingest/readings`, {
        method: 'POST',
        headers: { authorization: `Station ${options.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ station_id: options.stationId, readings }),
      });
    } catch {
      if (!resend) figures.resent += 1;
      resend = true;
      await pause(50);
      continue;
    }
    if (answer.status !== 200) {
      await answer.arrayBuffer().catch(() => undefined);
      figures.refused += 1;
      resend = true;
      await pause(50);
      continue;
    }
    const body = (await answer.json()) as {
      accepted: number;
      duplicates: number;
      changed: number;
      rejected: unknown[];
    };
    if (
      body.rejected.length > 0 ||
      body.changed > 0 ||
      body.accepted + body.duplicates !== readings.length
    )
      throw new Error(`batch ${index} of ${options.stationId} answered ${JSON.stringify(body)}`);
    // Only a resend may find values already stored; anything else is a value kept twice over.
    if (!resend && body.duplicates > 0)
      throw new Error(`batch ${index} of ${options.stationId} was new but had duplicates`);
    if (resend && body.duplicates === readings.length) figures.committedUnanswered += 1;
    for (const r of readings) figures.acknowledged.set(`${r.parameter}|${r.ts}`, r.value);
    figures.batches += 1;
    index += 1;
    resend = false;
  }
  return figures;
}

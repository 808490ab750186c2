/** The one source of "now" on the server, injected so time rules can be tested. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from '../errors.js';

/**
 * How urgent a statement is. `interactive` (the default) is what a person waits on: a page, the
 * map, sign-in. `background` is long reading work that may wait (reports, KPIs, query options,
 * exports, the demo history load). `urgent` is only the health probe's `select 1`, which must not
 * wait behind a busy queue. On PGlite, which runs one statement at a time, `PriorityLock` serves
 * them in that order; on PostgreSQL it makes no difference.
 */
export type QueryPriority = 'urgent' | 'interactive' | 'background';

/** One request's progress, shared by all its statements (and the work it leaves running). */
interface RequestState {
  /** It has had a statement already: its next one goes before new requests'. */
  begun: boolean;
  /** Its client went away before the answer: its statements are not worth running. */
  gone: boolean;
}

interface Ticket {
  readonly priority: QueryPriority;
  /** Null for work outside a request (timers, start-up): it counts as begun. */
  readonly request: RequestState | null;
}

/** Thrown instead of running a statement for a client that has gone away. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client went away before its answer');
    this.name = 'ClientGoneError';
  }
}

const current = new AsyncLocalStorage<Ticket>();

/** Runs `work` (and everything it starts, background exports included) at `priority`. */
export function withQueryPriority<T>(priority: QueryPriority, work: () => T): T {
  return current.run({ priority, request: current.getStore()?.request ?? null }, work);
}

/**
 * Runs `work` apart from the request that starts it (at the same priority): work that must be
 * done whether or not that request's client stays, such as evaluating alerts after an ingestion.
 */
export function apartFromRequest<T>(work: () => T): T {
  return current.run({ priority: currentQueryPriority(), request: null }, work);
}

/**
 * Runs a request (from its first hook) as interactive work; `gone` is set when its client
 * disconnects before the answer is sent.
 */
export function asRequest<T>(work: (state: RequestState) => T): T {
  const request: RequestState = { begun: false, gone: false };
  return current.run({ priority: 'interactive', request }, () => work(request));
}

export function currentQueryPriority(): QueryPriority {
  return current.getStore()?.priority ?? 'interactive';
}

const LANES: readonly QueryPriority[] = ['urgent', 'interactive', 'background'];
/** While interactive work waits, a background turn that held the session for t waits 4t. */
const INTERACTIVE_PER_BACKGROUND = 4;

interface Waiter {
  readonly request: RequestState | null;
  readonly grant: () => void;
  readonly refuse: (error: Error) => void;
  timer?: ReturnType<typeof setTimeout>;
}

const begun = (w: Waiter) => w.request === null || w.request.begun;

/**
 * A lock for the single PGlite session, with a lane per priority: urgent, then interactive,
 * then background. While interactive work waits the background lane still gets a turn, at most
 * a fifth of the time (a turn that held the session for t waits 4t, and at least
 * `backgroundEveryMs`), so long work progresses without holding up the rest.
 *
 * Within a lane, statements of requests already under way go first, in arrival order, so a
 * request that has started finishes; then the newest request starts. Under overload the newest
 * requests are answered quickly instead of every request waiting as long as the whole queue; a
 * request that could not start within `shedAfterMs` is answered 503 Server Busy (the client may
 * try again), and statements of requests whose client has gone are dropped.
 * The lock passes from holder to holder at once, but once it has been busy for `yieldEveryMs` it
 * waits for the next turn of the event loop, so new requests are read and health is answered
 * while a long queue drains. (Measured with `npm run bench:load`, bench/README.md: serving
 * statements first come, first served with those turns, or the oldest request first, left the
 * map layer 10–17 s behind 200 connections of browsing; newest first without the 5 s limit left
 * an unlucky request waiting a minute.)
 */
export class PriorityLock {
  #held = false;
  readonly #lanes: Record<QueryPriority, Waiter[]> = {
    urgent: [],
    interactive: [],
    background: [],
  };
  #backgroundNextAt = Number.NEGATIVE_INFINITY;
  #busySince = 0;

  constructor(
    private readonly options: {
      backgroundEveryMs?: number;
      yieldEveryMs?: number;
      shedAfterMs?: number;
      now?: () => number;
    } = {},
  ) {}

  #now(): number {
    return (this.options.now ?? performance.now.bind(performance))();
  }

  lock(ticket: Ticket = current.getStore() ?? { priority: 'interactive', request: null }) {
    return new Promise<() => void>((resolve, reject) => {
      const grant = () => {
        if (ticket.request) ticket.request.begun = true;
        resolve(this.#releaser(ticket.priority));
      };
      if (this.#held) {
        const lane = this.#lanes[ticket.priority];
        const waiter: Waiter = { request: ticket.request, grant, refuse: reject };
        lane.push(waiter);
        if (ticket.priority === 'interactive' && ticket.request && !ticket.request.begun) {
          waiter.timer = setTimeout(() => {
            const index = lane.indexOf(waiter);
            if (index >= 0) lane.splice(index, 1);
            reject(new AppError('SERVER_BUSY'));
          }, this.options.shedAfterMs ?? 5000);
          waiter.timer.unref();
        }
        return;
      }
      this.#held = true;
      this.#busySince = this.#now();
      grant();
    });
  }

  /** Waiters in each lane (tests, diagnostics). */
  get waiting(): Readonly<Record<QueryPriority, number>> {
    return {
      urgent: this.#lanes.urgent.length,
      interactive: this.#lanes.interactive.length,
      background: this.#lanes.background.length,
    };
  }

  #releaser(priority: QueryPriority): () => void {
    const grantedAt = this.#now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (priority === 'background') {
        const heldFor = this.#now() - grantedAt;
        this.#backgroundNextAt =
          this.#now() +
          Math.max(this.options.backgroundEveryMs ?? 200, heldFor * INTERACTIVE_PER_BACKGROUND);
      }
      if (this.#now() - this.#busySince >= (this.options.yieldEveryMs ?? 20)) {
        setImmediate(() => {
          this.#busySince = this.#now();
          this.#handOver();
        });
      } else {
        queueMicrotask(() => this.#handOver());
      }
    };
  }

  /** The next waiter of a lane: a begun request's in arrival order, else the newest request's. */
  #take(lane: Waiter[]): Waiter | undefined {
    for (;;) {
      const index = lane.findIndex(begun);
      const waiter = lane.splice(index >= 0 ? index : lane.length - 1, 1)[0];
      if (waiter?.timer) clearTimeout(waiter.timer);
      if (!waiter?.request?.gone) return waiter;
      waiter.refuse(new ClientGoneError());
    }
  }

  #handOver() {
    const due = this.#lanes.background.length > 0 && this.#now() >= this.#backgroundNextAt;
    const order = due ? (['background', ...LANES] as const) : LANES;
    for (const name of order) {
      const next = this.#take(this.#lanes[name]);
      if (next) return next.grant();
    }
    this.#held = false;
  }
}

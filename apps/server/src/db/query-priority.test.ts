import { describe, expect, it } from 'vitest';
import {
  apartFromRequest,
  asRequest,
  ClientGoneError,
  currentQueryPriority,
  PriorityLock,
  withQueryPriority,
  type QueryPriority,
} from './query-priority.js';

type Request = { begun: boolean; gone: boolean };
const fresh = (): Request => ({ begun: false, gone: false });

/** Takes the lock for `request` at `priority`, notes the turn, gives it back at once. */
async function turn(
  lock: PriorityLock,
  order: string[],
  name: string,
  priority: QueryPriority = 'interactive',
  request: Request | null = null,
) {
  const release = await lock.lock({ priority, request });
  order.push(name);
  release();
}

describe('PriorityLock: order of turns', () => {
  it('serves urgent, then interactive, then background waiters', async () => {
    const lock = new PriorityLock({ now: () => 0 });
    const order: string[] = [];
    // The first background turn is taken at once; the next waits its time.
    const release = await lock.lock({ priority: 'background', request: null });
    const waiting = [
      turn(lock, order, 'report 1', 'background'),
      turn(lock, order, 'report 2', 'background'),
      turn(lock, order, 'map'),
      turn(lock, order, 'health probe', 'urgent'),
      turn(lock, order, 'badge'),
    ];
    expect(lock.waiting).toEqual({ urgent: 1, interactive: 2, background: 2 });
    release();
    await Promise.all(waiting);
    expect(order).toEqual(['health probe', 'map', 'badge', 'report 1', 'report 2']);
  });

  it('keeps background turns to a fifth of the time while interactive work waits', async () => {
    let now = 0;
    const lock = new PriorityLock({ backgroundEveryMs: 200, now: () => now });
    const order: string[] = [];
    const report = await lock.lock({ priority: 'background', request: null });
    now = 100;
    // It held the session for 100 ms: the next background turn comes 400 ms after, not 200.
    report();
    await new Promise((resolve) => setImmediate(resolve));
    let held = await lock.lock({ priority: 'interactive', request: null });
    let waiting = [
      turn(lock, order, 'report 2', 'background'),
      turn(lock, order, 'map 1'),
      turn(lock, order, 'map 2'),
    ];
    now = 499;
    held();
    await Promise.all(waiting);
    expect(order).toEqual(['map 1', 'map 2', 'report 2']);
    held = await lock.lock({ priority: 'interactive', request: null });
    waiting = [turn(lock, order, 'report 3', 'background'), turn(lock, order, 'map 3')];
    now = 699;
    held();
    await Promise.all(waiting);
    expect(order.slice(3)).toEqual(['report 3', 'map 3']);
  });

  it('finishes requests under way first, then starts the newest one', async () => {
    const lock = new PriorityLock({ now: () => 0 });
    const order: string[] = [];
    const underWay = fresh();
    await turn(lock, order, 'first statement of the older request', 'interactive', underWay);
    const held = await lock.lock({ priority: 'interactive', request: null });
    const waiting = [
      turn(lock, order, 'new request A', 'interactive', fresh()),
      turn(lock, order, 'new request B', 'interactive', fresh()),
      turn(lock, order, 'second statement of the older request', 'interactive', underWay),
    ];
    held();
    await Promise.all(waiting);
    expect(order.slice(1)).toEqual([
      'second statement of the older request',
      'new request B',
      'new request A',
    ]);
  });
});

describe('PriorityLock: busy, gone and timed-out requests', () => {
  it('drops the statements of a request whose client has gone', async () => {
    const lock = new PriorityLock({ now: () => 0 });
    const order: string[] = [];
    const left = fresh();
    const held = await lock.lock({ priority: 'interactive', request: null });
    const dropped = turn(lock, order, 'for nobody', 'interactive', left);
    const kept = turn(lock, order, 'for someone', 'interactive', fresh());
    left.gone = true;
    held();
    await expect(dropped).rejects.toBeInstanceOf(ClientGoneError);
    await kept;
    expect(order).toEqual(['for someone']);
  });

  it('answers Server Busy to a new request that could not start in time, not to one under way', async () => {
    const lock = new PriorityLock({ shedAfterMs: 5, now: () => 0 });
    const order: string[] = [];
    const underWay = fresh();
    await turn(lock, order, 'first statement', 'interactive', underWay);
    const held = await lock.lock({ priority: 'interactive', request: null });
    const shed = turn(lock, order, 'new request', 'interactive', fresh());
    const kept = turn(lock, order, 'second statement', 'interactive', underWay);
    await expect(shed).rejects.toMatchObject({ code: 'SERVER_BUSY' });
    held();
    await kept;
    expect(order).toEqual(['first statement', 'second statement']);
  });

  it('lets the event loop turn once it has been busy for a while', async () => {
    let now = 0;
    const lock = new PriorityLock({ yieldEveryMs: 20, now: () => now });
    const order: string[] = [];
    const release = await lock.lock();
    const waiting = [turn(lock, order, 'first'), turn(lock, order, 'second')];
    setImmediate(() => order.push('a new request is read'));
    now = 25;
    release();
    await Promise.all(waiting);
    expect(order).toEqual(['a new request is read', 'first', 'second']);
  });

  it('passes from holder to holder at once while it has not been busy long', async () => {
    const lock = new PriorityLock({ yieldEveryMs: 20, now: () => 0 });
    const order: string[] = [];
    const release = await lock.lock();
    const waiting = [turn(lock, order, 'first'), turn(lock, order, 'second')];
    setImmediate(() => order.push('the event loop turns'));
    release();
    await Promise.all(waiting);
    expect(order).toEqual(['first', 'second']);
  });

  it('keeps work started by a request going after its client has gone, when it runs apart', async () => {
    const lock = new PriorityLock({ now: () => 0 });
    const order: string[] = [];
    const held = await lock.lock({ priority: 'interactive', request: null });
    let client!: { begun: boolean; gone: boolean };
    const waiting = asRequest((state) => {
      client = state;
      const note = (name: string) => (release: () => void) => {
        order.push(name);
        release();
      };
      return Promise.all([
        lock.lock().then(note('the request'), () => order.push('dropped')),
        apartFromRequest(() => lock.lock().then(note('alert evaluation'))),
      ]);
    });
    client.gone = true;
    held();
    await waiting;
    expect(order).toEqual(['alert evaluation', 'dropped']);
  });

  it('takes the priority of the work it runs in: a request is interactive unless said otherwise', async () => {
    expect(currentQueryPriority()).toBe('interactive');
    const seen = await asRequest(() =>
      withQueryPriority('background', async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return currentQueryPriority();
      }),
    );
    expect(seen).toBe('background');
  });
});

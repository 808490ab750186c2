import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { currentQueryPriority } from '../db/query-priority.js';
import { backgroundPriority, registerRequestPriority } from './request-priority.js';

describe('request priority', () => {
  const app = Fastify();
  afterAll(() => app.close());

  it('runs the handlers of a background scope at background priority, and no other', async () => {
    registerRequestPriority(app);
    app.get('/map', async () => ({ priority: currentQueryPriority() }));
    await app.register(async (reports) => {
      backgroundPriority(reports);
      reports.get('/report', async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return { priority: currentQueryPriority() };
      });
    });
    expect((await app.inject({ url: '/report' })).json()).toEqual({ priority: 'background' });
    expect((await app.inject({ url: '/map' })).json()).toEqual({ priority: 'interactive' });
  });
});

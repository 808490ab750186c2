import { describe, expect, it } from 'vitest';
import { createPool } from './create-db.js';

describe('PostgreSQL pool', () => {
  it('takes an error on an idle connection without stopping the process', async () => {
    const pool = createPool('postgres://nobody@127.0.0.1:1/none', 1);
    const lost = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    // An 'error' event with no listener throws: this is what would stop the server.
    expect(() => pool.emit('error', lost)).not.toThrow();
    await pool.end();
  });
});

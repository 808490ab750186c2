import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db.js';
import { statementCounter } from '../../test/statement-counter.js';
import { TestClock } from '../../test/test-app.js';
import { createTestDb } from '../../test/test-db.js';
import { createUser } from '../../test/users.js';
import { createSojFlowService } from './soj-flow.service.js';
import { seedSojReference } from './soj-seed.js';
import { createSojRepository } from './soj.repository.js';
import { seedSojFixture } from './soj.test-support.js';

const LINES = 38_000;

/** A file of `LINES` results, every one of a station no round exists for (`XX00000`, …). */
function unknownStationsFile(): string {
  const rows = ['station_id,sampled_on,parameter,value'];
  for (let i = 0; i < LINES; i += 1)
    rows.push(`XX${String(i).padStart(5, '0')},2025-05-20,DO,6.${i % 10}`);
  return rows.join('\n');
}

/**
 * An SOJ results import of the size that once held the server for more than ten minutes (one
 * round lookup per line): it finishes, reads the rounds in one statement, and answers each line.
 */
describe('a large SOJ results import', () => {
  let db: Db;
  let actor: { userId: string; username: string };

  beforeAll(async () => {
    db = await createTestDb();
    await seedSojReference(db.kysely);
    await seedSojFixture(db.kysely);
    const userId = await createUser(db.kysely, { username: 'ann', roles: ['Data Entry SOJ'] });
    actor = { userId, username: 'ann' };
  });
  afterAll(() => db.close());

  it(`answers ${LINES.toLocaleString('en')} lines of unknown stations with one error per line, reading the rounds once`, async () => {
    const counter = statementCounter();
    const counted = db.kysely.withPlugin(counter.plugin);
    const flow = createSojFlowService({
      db: counted,
      clock: new TestClock(),
      repo: createSojRepository(counted),
    });
    const good = ['SG01,2025-05-20,DO,6.4', 'SG01,2025-05-20,TSS,<5'];
    const csv = `${unknownStationsFile()}\n${good.join('\n')}`;

    const result = await flow.importFile(csv, actor, null);

    expect(result.rows).toBe(2);
    expect(result.rounds).toHaveLength(1);
    expect(result.errors).toHaveLength(LINES);
    expect(result.errors[0]).toEqual({ row: 2, key: 'soj:import.noRound' });
    expect(result.errors.at(-1)).toEqual({ row: LINES + 1, key: 'soj:import.noRound' });
    expect(new Set(result.errors.map((e) => e.key))).toEqual(new Set(['soj:import.noRound']));
    // The parameters, the rounds of all lines, and the good round's own transaction: a fixed
    // handful of statements, however many lines the file has.
    expect(counter.count).toBeLessThan(30);
  }, 120_000);
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from './create-db.js';

describe('PGlite dialect', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite(undefined);
    await sql`create table t (id int primary key, note text)`.execute(db.kysely);
  });
  afterAll(async () => {
    await db.close();
  });

  it('never lets a concurrent query see or keep the work of a rolled-back transaction', async () => {
    const failing = db.kysely.transaction().execute(async (trx) => {
      await sql`insert into t values (1, 'rolled back')`.execute(trx);
      await new Promise((resolve) => setTimeout(resolve, 20));
      throw new Error('abort');
    });
    const concurrent = sql<{ n: number }>`select count(*)::int as n from t`.execute(db.kysely);
    await expect(failing).rejects.toThrow('abort');
    expect((await concurrent).rows[0]?.n).toBe(0);
    const after = await sql<{ n: number }>`select count(*)::int as n from t`.execute(db.kysely);
    expect(after.rows[0]?.n).toBe(0);
  });

  it('commits a transaction and reports affected rows', async () => {
    await db.kysely.transaction().execute(async (trx) => {
      await sql`insert into t values (2, 'kept')`.execute(trx);
    });
    const result = await sql`update t set note = 'changed' where id = 2`.execute(db.kysely);
    expect(result.numAffectedRows).toBe(1n);
  });

  it('runs many concurrent transactions one after another without mixing them', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.kysely
          .transaction()
          .execute(async (trx) => {
            await sql`insert into t values (${100 + i}, 'batch')`.execute(trx);
            if (i % 2 === 0) throw new Error('odd one out');
          })
          .catch(() => undefined),
      ),
    );
    const rows = await sql<{
      n: number;
    }>`select count(*)::int as n from t where note = 'batch'`.execute(db.kysely);
    expect(rows.rows[0]?.n).toBe(10);
  });
});

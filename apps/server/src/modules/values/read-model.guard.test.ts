import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One read model of a value: the server's code (tests and migrations aside) reads a reading's
 * current state from the `current_reading` view (migrations 0030, 0031), never by joining
 * `reading_state` to `reading` again; takes "enters an average" from its `usable` column or
 * `USABLE_VALIDITY_LIST` (`db/quality-sql.ts`), never a literal validity list; and turns an
 * instant into Kuala Lumpur time through the read model's local-time builders in SQL
 * (`values/local-time-sql.ts`, the only place that writes `at time zone`) and with the domain's
 * local-time functions in TypeScript, never by adding eight hours; and asks whether a review or
 * approval is in force through `rangeInForce` (`values/approval-sql.ts`), never by testing
 * `reopened_at` again.
 */
const SRC = fileURLToPath(new URL('../../', import.meta.url));

const LOCAL_TIME_SQL = 'modules/values/local-time-sql.ts';

/** A form the server's code must not write; `home`: the files where it is the rule itself. */
const RULES: readonly {
  readonly pattern: RegExp;
  readonly says: string;
  readonly home?: readonly string[];
}[] = [
  {
    pattern: /coalesce\(\s*s\.(value|validity)\b/i,
    says: 'recomputes a current value from reading_state; read current_reading instead',
  },
  {
    pattern: /\bjoin\s+reading_state\b/i,
    says: 'joins reading_state to reading; read current_reading instead',
  },
  {
    pattern: /\.(leftJoin|innerJoin|rightJoin|fullJoin)\(\s*'readingState\b/,
    says: "joins readingState to reading; read selectFrom('currentReading') instead",
  },
  {
    pattern: /interval\s+'8 hours?'/i,
    says: "adds eight hours for local time; use the read model's local-time builders (values/local-time-sql.ts)",
  },
  {
    pattern: /\bat\s+time\s+zone\b/i,
    says: "writes the time-zone rule again; use the read model's localDay, localMonth, localPart, localStart or localTime (values/local-time-sql.ts)",
    home: [LOCAL_TIME_SQL],
  },
  {
    pattern: /reopened_at\s+is\s+null|'(\w+\.)?reopenedAt',\s*'is',\s*null/,
    says: "decides again whether a review or approval is in force; use the read model's rangeInForce (values/approval-sql.ts)",
    // The reopening itself (qaqc.repository.ts reopenApproval) reopens only a range not reopened yet.
    home: ['modules/values/approval-sql.ts', 'modules/qaqc/qaqc.repository.ts'],
  },
  {
    pattern: /\b8 \* (3_?600_?000|HOUR_MS)\b|\+ KL_OFFSET_MS\)\.toISOString\(\)/,
    says: "adds eight hours for local time; use the domain's localDayKey, localParts, localIsoText or localDateTimeText",
  },
  {
    pattern: /\bin\s*\(\s*1\s*,\s*2\s*,\s*3\s*\)/i,
    says: 'writes the usable validities literally; use current_reading.usable or USABLE_VALIDITY_LIST',
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|js|mjs)$/.test(entry.name) && !/\.test\.[mc]?[jt]s$/.test(entry.name)
      ? [path]
      : [];
  });
}

const isMigration = (file: string) =>
  relative(SRC, file).split(sep).join('/').startsWith('db/migrations/');

describe('the read model of a value', () => {
  it('is read from current_reading only, with one usable rule and one time-zone rule', () => {
    const files = sourceFiles(SRC).filter((file) => !isMigration(file));
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => {
      const path = relative(SRC, file).split(sep).join('/');
      const lines = readFileSync(file, 'utf8').split('\n');
      return lines.flatMap((line, i) =>
        RULES.filter((rule) => rule.pattern.test(line) && !rule.home?.includes(path)).map(
          (rule) => `${path}:${i + 1} ${rule.says}`,
        ),
      );
    });
    expect(problems, 'read a value through the current_reading view').toEqual([]);
  });

  it('recognises each form it refuses', () => {
    const refused = [
      'coalesce(s.value, r.value) as value',
      'coalesce(s.validity, r.auto_validity)',
      'left join reading_state s on s.station_id = r.station_id',
      ".leftJoin('readingState as s', (j) =>",
      "(hour at time zone 'UTC') + interval '8 hours'",
      "select to_char(h.hour at time zone ${KL}, 'YYYY-MM-DD') as day",
      'where a.station_id = c.station_id and a.reopened_at is null and a.level >= 2',
      ".where('a.reopenedAt', 'is', null)",
      'const day = new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);',
      'const local = new Date(ts + 8 * HOUR_MS);',
      'new Date(at.getTime() + KL_OFFSET_MS).toISOString().slice(0, 19)',
      'validity in (1, 2, 3)',
      'validity not in (1,2,3)',
    ];
    for (const line of refused)
      expect(
        RULES.some((rule) => rule.pattern.test(line)),
        line,
      ).toBe(true);
    expect(RULES.some((rule) => rule.pattern.test('from current_reading c where c.usable'))).toBe(
      false,
    );
  });
});

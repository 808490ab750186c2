import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The module shape (docs/architecture.md): routes read the request and call a service; services
 * hold the rules; SQL is written only in repositories (`*.repository.ts`) and the read model
 * (`modules/values`). Route files hold no SQL and open no transaction. The files below still
 * write SQL beside their rules; the list only shrinks: a new file that writes SQL outside a
 * repository fails, and a file whose SQL moved to its repository must leave the list.
 */
const MODULES = fileURLToPath(new URL('./', import.meta.url));
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto)\(|\bsql(<[^>]*>)?`/;
const TRANSACTION = /\.transaction\(\)/;

const SQL_NOT_YET_IN_REPOSITORIES = new Set([
  'activity/activity-log.ts',
  'admin/users.service.ts',
  'alerts/alert-engine.ts',
  'alerts/alert-notifier.ts',
  'alerts/alerts.service.ts',
  'alerts/apply-conditions.ts',
  'alerts/approval-alerts.ts',
  'alerts/judged-alerts.ts',
  'alerts/station-snapshot.ts',
  'auth/auth.service.ts',
  'auth/bootstrap.ts',
  'auth/captcha.ts',
  'auth/password-reset.service.ts',
  'auth/roles.ts',
  'auth/sessions.ts',
  'calculators/standards-seed.ts',
  'calculators/tarball-classes.ts',
  'dev/dev-status.service.ts',
  'documents/documents.service.ts',
  'documents/folders.service.ts',
  'documents/text-index.ts',
  'eqmp-reporting/eqmp-reporting.service.ts',
  'eqr/eqr-year-means.ts',
  'eqr/river-eqr.service.ts',
  'executive-summary/air-quality.service.ts',
  'executive-summary/hotspot-pm.service.ts',
  'executive-summary/pollution-events.service.ts',
  'executive-summary/station-statistics.service.ts',
  'executive-summary/trend-analysis.service.ts',
  'exports/export.service.ts',
  'exports/job-heartbeat.ts',
  'feedback/feedback.service.ts',
  'health/readiness.ts',
  'hotspots/hotspots.service.ts',
  'hotspots/state-locator.ts',
  'ingest/auto-checks.ts',
  'ingest/ingest.service.ts',
  'ingest/rollup.ts',
  'ingest/station-key.ts',
  'inventory/ingest-keys.ts',
  'inventory/parameters.service.ts',
  'inventory/pictures.service.ts',
  'inventory/stations.service.ts',
  'investigative/cases.service.ts',
  'maps/positions.service.ts',
  'mobile/deployments.service.ts',
  'mobile/readings-entry.service.ts',
  'open-data/sta-sql.ts',
  'profile/email-change.service.ts',
  'public-portal/signage.service.ts',
  'qaqc/delete-requests.service.ts',
  'qaqc/module-stations.ts',
  'qaqc/qaqc-report.ts',
  'qaqc/qaqc.service.ts',
  'qaqc/range-decisions.ts',
  'qaqc/revert-change-set.ts',
  'qaqc/transmission-record.ts',
  'qaqc/write-changes.ts',
  'records/record-deletes.service.ts',
  'records/record-files.service.ts',
  'records/record-marks.ts',
  'records/record-settings.service.ts',
  'records/record-views.ts',
  'records/records.service.ts',
  'sms/sms.service.ts',
  'station-information/station-information.service.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/\.test\.ts$|fixtures|test-support/.test(entry.name)
      ? [relative(MODULES, path).split(sep).join('/')]
      : [];
  });
}

const text = (path: string) => readFileSync(join(MODULES, path), 'utf8');
const isRepository = (path: string) =>
  path.endsWith('.repository.ts') || path.startsWith('values/');

describe('the module shape', () => {
  const files = sourceFiles(MODULES);

  it('keeps SQL and transactions out of route files', () => {
    const routes = files.filter((path) => path.endsWith('.routes.ts'));
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((path) => SQL.test(text(path)) || TRANSACTION.test(text(path)))).toEqual(
      [],
    );
  });

  it('writes SQL only in repositories and the read model (the list of files still to move only shrinks)', () => {
    const writing = files.filter((path) => !isRepository(path) && SQL.test(text(path)));
    expect({
      newOutsideRepositories: writing.filter((path) => !SQL_NOT_YET_IN_REPOSITORIES.has(path)),
      movedButListed: [...SQL_NOT_YET_IN_REPOSITORIES].filter((path) => !writing.includes(path)),
    }).toEqual({ newOutsideRepositories: [], movedButListed: [] });
  });
});

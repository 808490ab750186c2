import type { Migration } from 'kysely';
import * as m0001 from './0001-instance.js';
import * as m0002 from './0002-people.js';
import * as m0003 from './0003-standards.js';
import * as m0004 from './0004-inventory.js';
import * as m0005 from './0005-readings.js';
import * as m0006 from './0006-investigative-cases.js';
import * as m0007 from './0007-alerts.js';
import * as m0008 from './0008-reports.js';
import * as m0009 from './0009-maps.js';
import * as m0010 from './0010-daily-rollup.js';
import * as m0011 from './0011-security.js';
import * as m0012 from './0012-qaqc-review.js';
import * as m0013 from './0013-soj.js';
import * as m0015 from './0015-documents.js';
import * as m0016 from './0016-records.js';
import * as m0017 from './0017-manual-programmes.js';
import * as m0018 from './0018-instances.js';
import * as m0019 from './0019-feedback.js';
import * as m0020 from './0020-mobile-deployments.js';
import * as m0021 from './0021-approval-alerts.js';
import * as m0022 from './0022-captcha-work.js';
import * as m0024 from './0024-wind-direction-means.js';
import * as m0025 from './0025-alert-episode-gate.js';
import * as m0026 from './0026-delete-request-withdrawn.js';
import * as m0027 from './0027-daily-digest.js';
import * as m0030 from './0030-current-reading.js';
import * as m0031 from './0031-current-reading-state.js';
import * as m0036 from './0036-open-data-files.js';
import * as m0038 from './0038-soj-result-change.js';

/** Every migration, in order. Names sort in the order they must run. */
export const migrations: Record<string, Migration> = {
  '0001-instance': m0001,
  '0002-people': m0002,
  '0003-standards': m0003,
  '0004-inventory': m0004,
  '0005-readings': m0005,
  '0006-investigative-cases': m0006,
  '0007-alerts': m0007,
  '0008-reports': m0008,
  '0009-maps': m0009,
  '0010-daily-rollup': m0010,
  '0011-security': m0011,
  '0012-qaqc-review': m0012,
  '0013-soj': m0013,
  '0015-documents': m0015,
  '0016-records': m0016,
  '0017-manual-programmes': m0017,
  '0018-instances': m0018,
  '0019-feedback': m0019,
  '0020-mobile-deployments': m0020,
  '0021-approval-alerts': m0021,
  '0022-captcha-work': m0022,
  '0024-wind-direction-means': m0024,
  '0025-alert-episode-gate': m0025,
  '0026-delete-request-withdrawn': m0026,
  '0027-daily-digest': m0027,
  '0030-current-reading': m0030,
  '0031-current-reading-state': m0031,
  '0036-open-data-files': m0036,
  '0038-soj-result-change': m0038,
};

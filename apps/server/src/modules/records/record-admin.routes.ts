import { signedIn } from '../../plugins/access-control.js';
import { API } from '@eqmp/domain';
import type { RecordDeletesService } from './record-deletes.service.js';
import type { RecordSettingsService } from './record-settings.service.js';
import type { RecordsService } from './records.service.js';
import { routeGroup } from '../../http/route-of.js';

/** What both kinds of record share: the station picker, delete requests and the per-parameter settings. */
export const recordAdminRoutes = routeGroup<{
  records: RecordsService;
  deletes: RecordDeletesService;
  settings: RecordSettingsService;
}>(['records'], (route, { records, deletes, settings }) => {
  route(API.recordStations, "A module's active stations and their parameters", async (request) =>
    records.stations(request.query.module, signedIn(request)),
  );
  route(
    API.recordDeleteRequests,
    "A module's requests to delete records and their outcome, newest first",
    async (request) => deletes.list(request.query, signedIn(request)),
  );
  route(
    API.recordReviewDeleteRequest,
    "Approves (record deleted, the values it marked restored as one change set) or rejects a request; never the requester's own",
    async (request) =>
      deletes.review(
        request.params.id,
        request.body.decision,
        request.body.note,
        signedIn(request),
      ),
  );
  route(
    API.recordSettings,
    'Stabilisation buffers and calibration tolerances in force, per parameter',
    async () => settings.inForce(),
  );
  route(
    API.recordSettingUpdate,
    "A new version of a parameter's (or the default) buffer and tolerance, from now on",
    async (request) => settings.update(request.body, signedIn(request)),
  );
});

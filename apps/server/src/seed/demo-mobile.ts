import { DAY_MS, HOUR_MS } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/schema/index.js';
import { createDeploymentsService, type Actor } from '../modules/mobile/index.js';
import { hash01 } from './demo-shapes.js';

/** A campaign every three weeks, five days long. */
const EVERY_MS = 21 * DAY_MS;
const STAY_MS = 5 * DAY_MS;

const DEMO_TEAM: Actor = {
  principal: {
    userId: '00000000-0000-4000-8000-00000000d005',
    sessionId: '00000000-0000-4000-8000-00000000d005',
    username: 'demo.mobile',
    ticked: ['Data Entry MCAQM'],
  },
  ip: '127.0.0.1',
};

/** Why a unit is sent out, as the department's officers write it; picked by the unit and the campaign. */
const CAMPAIGNS = [
  { place: 'Industrial area', reason: 'Complaint of odour and smoke from a factory' },
  { place: 'Open burning site', reason: 'Open burning reported by residents' },
  { place: 'Construction site', reason: 'Dust from earthworks near houses' },
  { place: 'School', reason: 'Haze episode: air quality near a school' },
  { place: 'Highway interchange', reason: 'Traffic emissions study' },
];

/**
 * Demo deployments of the mobile air units over `range`, through the deployments service as an
 * officer records them: a five-day campaign every three weeks at a place near the unit's base,
 * for a reason, and the current stay at its base (no end yet), where the live simulator sends
 * its positions. A unit that already has deployments is left as it is. Answers how many were made.
 */
export async function seedMobileDeployments(
  db: Kysely<Database>,
  clock: Clock,
  range: { from: Date; to: Date },
): Promise<number> {
  const service = createDeploymentsService({ db, clock });
  const units = await db
    .selectFrom('station')
    .leftJoin('mobileDeployment', 'mobileDeployment.stationId', 'station.id')
    .select(['station.id', 'station.name', 'station.longitude', 'station.latitude'])
    .where('station.module', '=', 'MCAQM')
    .where('station.isActive', '=', true)
    .where('mobileDeployment.id', 'is', null)
    .orderBy('station.id')
    .execute();
  let made = 0;
  for (const unit of units) {
    if (unit.longitude === null || unit.latitude === null) continue;
    const base = { longitude: unit.longitude, latitude: unit.latitude };
    const home = range.to.getTime() - 2 * DAY_MS;
    const first = range.from.getTime() + Math.floor(hash01(unit.id) * 14) * DAY_MS;
    for (let start = first, n = 0; start + STAY_MS < home; start += EVERY_MS, n++) {
      const campaign = CAMPAIGNS[Math.floor(hash01(`${unit.id}|${n}`) * CAMPAIGNS.length)]!;
      const angle = hash01(`${unit.id}|${n}|a`) * 2 * Math.PI;
      const km = 3 + hash01(`${unit.id}|${n}|d`) * 12;
      await service.create(DEMO_TEAM, {
        stationId: unit.id,
        place: `${campaign.place}, ${unit.name}`,
        longitude: round4(base.longitude + (Math.cos(angle) * km) / 111),
        latitude: round4(base.latitude + (Math.sin(angle) * km) / 111),
        // Campaigns start at 08:00 local time.
        startsAt: new Date(Math.floor(start / DAY_MS) * DAY_MS),
        endsAt: new Date(Math.floor(start / DAY_MS) * DAY_MS + STAY_MS + 10 * HOUR_MS),
        reason: campaign.reason,
      });
      made += 1;
    }
    await service.create(DEMO_TEAM, {
      stationId: unit.id,
      place: unit.name,
      ...base,
      startsAt: new Date(Math.floor(home / DAY_MS) * DAY_MS),
      endsAt: null,
      reason: 'Routine monitoring at the unit’s base',
    });
    made += 1;
  }
  return made;
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/**
 * Where a mobile air unit may be deployed: inside Malaysia's extent (Peninsular Malaysia, Sabah,
 * Sarawak and their islands), in longitude/latitude. A unit of the department is never sent
 * abroad, so a point outside is a typing error (swapped or mistyped coordinates).
 */
export const DEPLOYMENT_BOUNDS = {
  minLongitude: 99.5,
  maxLongitude: 119.5,
  minLatitude: 0.8,
  maxLatitude: 7.5,
} as const;

export function insideDeploymentBounds(longitude: number, latitude: number): boolean {
  const b = DEPLOYMENT_BOUNDS;
  return (
    longitude >= b.minLongitude &&
    longitude <= b.maxLongitude &&
    latitude >= b.minLatitude &&
    latitude <= b.maxLatitude
  );
}

/** A deployment's period in epoch ms; `endsAt` null = still deployed. */
export interface DeploymentPeriod {
  readonly startsAt: number;
  readonly endsAt: number | null;
}

/**
 * Whether two periods of the same unit share an instant. A unit is in one place at a time, so
 * its deployments may touch (one ends at 12:00, the next starts at 12:00) but never overlap.
 */
export function periodsOverlap(a: DeploymentPeriod, b: DeploymentPeriod): boolean {
  const aEnd = a.endsAt ?? Number.POSITIVE_INFINITY;
  const bEnd = b.endsAt ?? Number.POSITIVE_INFINITY;
  return a.startsAt < bEnd && b.startsAt < aEnd;
}

/** Whether an instant lies in a period, both ends included (a reading at the end time counts). */
export function insidePeriod(ts: number, period: DeploymentPeriod): boolean {
  return ts >= period.startsAt && (period.endsAt === null || ts <= period.endsAt);
}

/** One point of a sub-index curve: parameter value x (its unit) → sub-index y (0–100). */
export interface CurvePoint {
  readonly x: number;
  readonly y: number;
}

/**
 * Piecewise-linear reading of a curve given as points ascending in x. Outside the points the
 * end value holds (a curve says nothing beyond its ends, and a sub-index must stay 0–100).
 * Null for an empty curve or a non-finite x.
 */
export function interpolateCurve(points: readonly CurvePoint[], x: number): number | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (first === undefined || last === undefined || !Number.isFinite(x)) return null;
  if (x <= first.x) return first.y;
  if (x >= last.x) return last.y;
  const i = points.findIndex((p) => x <= p.x);
  const right = points[i];
  const left = points[i - 1];
  if (right === undefined || left === undefined) return last.y;
  if (x === right.x || right.x === left.x) return right.y;
  return left.y + ((x - left.x) * (right.y - left.y)) / (right.x - left.x);
}

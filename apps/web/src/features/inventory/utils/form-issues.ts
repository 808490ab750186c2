import { ApiError } from '../../../lib/api-client';

/**
 * The server's field problems (`issues` of a 400 answer) as Ant Design form field errors, so
 * each message shows under its field. Issues of fields the form does not have are left out.
 */
export function fieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): { name: F; errors: string[] }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const byField = new Map<F, string[]>();
  for (const issue of error.issues ?? []) {
    const name = fields.find((f) => f === issue.path);
    if (name === undefined) continue;
    byField.set(name, [...(byField.get(name) ?? []), issue.message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

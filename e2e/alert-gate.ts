import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Exceedance alerts open on their first value (no minimum duration): the journeys post one value
 * and wait for its alert, while the default waits 15 minutes of values (docs/alerts.md). The
 * setting stays so for the rest of the run (the other journeys expect no waiting either).
 */
export async function openExceedancesAtOnce(
  request: APIRequestContext,
  auth: Record<string, string>,
): Promise<void> {
  const list = (await (await request.get('/api2/alert-settings', { headers: auth })).json()) as {
    settings: { key: string; data: Record<string, unknown> }[];
  };
  const data = list.settings.find((s) => s.key === 'exceedance')!.data;
  if (data.minDurationMinutes === 0) return;
  const saved = await request.put('/api2/alert-settings/exceedance', {
    headers: auth,
    data: { ...data, minDurationMinutes: 0 },
  });
  expect(saved.ok()).toBe(true);
}

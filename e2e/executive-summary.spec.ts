import {
  type AirQualityOverview,
  type HotspotPm,
  type IndexOverview,
  type ManualStations,
  type PollutionEvents,
  type StationStatistics,
} from '@eqmp/domain';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, AIR_OFFICER, authHeader, followMenuLink, signIn } from './helpers';

const BASE = '/eqmp/app/edc/executive_summary';

/** The page's own answer, asked of the server as the page asks it. */
async function answer<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url, { headers: await authHeader(page) });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

/** Each page: its path, its heading, and a figure on it checked against the server's answer. */
const PAGES: {
  page: string;
  heading: RegExp;
  figure: (page: Page) => Promise<void>;
}[] = [
  {
    page: 'index_overview',
    heading: /index overview/,
    figure: async (page) => {
      const body = await answer<IndexOverview>(page, '/api2/executive-summary/index-overview');
      const air = body.media.find((m) => m.medium === 'air')!;
      expect(air.windows[0]!.total).toBeGreaterThan(0);
      await expect(page.getByTestId('overview-total-air')).toHaveText(
        `${air.windows[0]!.total} stations`,
      );
    },
  },
  {
    page: 'station_statistics',
    heading: /station statistics/,
    figure: async (page) => {
      const body = await answer<StationStatistics>(
        page,
        '/api2/executive-summary/station-statistics',
      );
      const caqm = body.rows.find((r) => r.module === 'CAQM' && r.total)!;
      const row = page
        .getByTestId('station-statistics')
        .getByRole('row')
        .filter({ hasText: 'CAQM' });
      await expect(row.first().getByRole('cell')).toContainText([
        'CAQM',
        'All states',
        String(caqm.stations),
        String(caqm.active),
      ]);
    },
  },
  {
    page: 'trend_analysis',
    heading: /trend analysis/,
    figure: async (page) => {
      await expect(page.getByText(/^CAQM · API \(/)).toBeVisible();
      await expect(page.getByTestId('trend-results')).toContainText('Mean of the stations');
    },
  },
  {
    page: 'pollution_event',
    heading: /pollution events/,
    figure: async (page) => {
      const body = await answer<PollutionEvents>(page, '/api2/executive-summary/pollution-events');
      await expect(page.getByTestId('events-total')).toContainText(`${body.total} episodes from`);
      await expect(page.getByRole('region', { name: /Map of the stations/ })).toBeVisible();
    },
  },
  {
    page: 'air_quality_overview',
    heading: /air quality overview/,
    figure: async (page) => {
      const body = await answer<AirQualityOverview>(page, '/api2/executive-summary/air-quality');
      const good = body.national.find((c) => c.cls === 'GOOD')!.count;
      await expect(
        page.getByTestId('air-days').getByRole('row', { name: /^Malaysia \(all states\)/ }),
      ).toContainText(`Malaysia (all states)${good}`);
    },
  },
  {
    page: 'hotspot',
    heading: /hotspots and PM/,
    figure: async (page) => {
      const body = await answer<HotspotPm>(page, '/api2/executive-summary/hotspots');
      await expect(page.getByTestId('hotspot-totals')).toContainText(
        `Hotspots in Malaysia${body.totals.hotspots}`,
      );
    },
  },
  {
    page: 'status_of_manual_station',
    heading: /status of manual stations/,
    figure: async (page) => {
      const body = await answer<ManualStations>(page, '/api2/executive-summary/manual-stations');
      const river = body.rows.find((r) => r.programme === 'MRWQM')!;
      await expect(
        page
          .getByTestId('manual-status')
          .getByRole('row', { name: /^MRWQM/ })
          .first(),
      ).toBeVisible();
      expect(river.expected).toBeGreaterThan(0);
    },
  },
];

for (const { page: name, heading, figure } of PAGES) {
  test(`a director opens ${name}, reads its figure and its data level, in light and dark`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, ADMIN);
    // The side menu's EDC section leads to every executive summary page.
    await followMenuLink(page, ['EDC'], heading, new RegExp(`${BASE}/${name}$`));
    await expect(
      page
        .getByRole('menu')
        .first()
        .getByRole('link', { name: /^Executive summary: / }),
    ).toHaveCount(7);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByTestId('summary-level')).toContainText('Data level:');
    await figure(page);
  });
}

test('a director exports a summary as Excel and PDF through signed links, in Malay too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  await page.goto(`${BASE}/air_quality_overview`);
  await expect(page.getByTestId('air-days')).toBeVisible();
  const xlsx = page.waitForResponse(
    (res) =>
      res.url().includes('/api2/executive-summary/air-quality') &&
      res.url().includes('export=xlsx'),
  );
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /Excel/ }).click();
  const { downloadlink } = (await (await xlsx).json()) as { downloadlink: string };
  expect(downloadlink).toMatch(/^\/api2\/downloads\/[0-9a-f-]+\?exp=\d+&sig=/);
  await (await popup).close().catch(() => undefined);
  const file = await page.request.get(downloadlink);
  expect(file.headers()['content-disposition']).toMatch(
    /attachment; filename="executive-summary-air-quality-.+\.xlsx"/,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file.body()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Executive summary: air quality overview');

  await page.getByText('BM', { exact: true }).click();
  await expect(page.getByRole('heading', { name: /gambaran kualiti udara/ })).toBeVisible();
  const pdf = page.waitForResponse((res) => res.url().includes('export=pdf'));
  const pdfTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /PDF/ }).click();
  const link = ((await (await pdf).json()) as { downloadlink: string }).downloadlink;
  await (await pdfTab).close().catch(() => undefined);
  const pdfFile = await page.request.get(link);
  expect(pdfFile.headers()['content-type']).toBe('application/pdf');
  expect((await pdfFile.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('an officer without the Executive Summary role is sent Home and refused by the server', async ({
  page,
}) => {
  await signIn(page, AIR_OFFICER);
  await page.goto(`${BASE}/index_overview`);
  await expect(page).toHaveURL(/\/Main$/);
  const res = await page.request.get('/api2/executive-summary/index-overview', {
    headers: await authHeader(page),
  });
  expect(res.status()).toBe(403);
});

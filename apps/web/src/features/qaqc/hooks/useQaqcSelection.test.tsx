import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { useQaqcSelection } from './useQaqcSelection';

function Probe() {
  const { value } = useQaqcSelection();
  const { search } = useLocation();
  return (
    <>
      <output aria-label="selection">{`${value.stationId}|${value.parameterCode}|${value.month}`}</output>
      <output aria-label="search">{search}</output>
    </>
  );
}

const open = (path: string) => {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  );
  const shown = {
    selection: screen.getByLabelText('selection').textContent,
    search: () => screen.getByLabelText('search').textContent,
  };
  return { ...shown, unmount: view.unmount };
};

describe('useQaqcSelection', () => {
  afterEach(() => sessionStorage.clear());

  it("keeps a module's station, parameter and month from one QA/QC page to the next opened without them", async () => {
    open(
      '/eqmp/app/air/caqm/report/qaqc_2nd_level?station=CA01R&parameter=PM10&month=2026-03',
    ).unmount();
    for (const page of ['qaqc_3rd_level', 'datavalidation', 'qaqc']) {
      const next = open(`/eqmp/app/air/caqm/report/${page}`);
      expect(next.selection).toBe('CA01R|PM10|2026-03');
      // The URL says it too, so the view can be shared.
      expect(await screen.findByText('?station=CA01R&parameter=PM10&month=2026-03')).toBeVisible();
      next.unmount();
    }
  });

  it('does not carry one module’s choice to another, and a page’s own search params win', () => {
    open('/eqmp/app/air/caqm/report/qaqc?station=CA01R&parameter=PM10&month=2026-03').unmount();
    const river = open('/eqmp/app/river/crwqm/report/qaqc_2nd_level');
    expect(river.selection).toMatch(/^undefined\|undefined\|\d{4}-\d{2}$/);
    expect(river.search()).toBe('');
    river.unmount();
    const own = open('/eqmp/app/air/caqm/report/qaqc_2nd_level?station=CA02R');
    expect(own.selection).toMatch(/^CA02R\|undefined\|/);
  });

  it('keeps the station when a page without a station picker changes only the month', () => {
    open(
      '/eqmp/app/air/caqm/report/qaqc_2nd_level?station=CA01R&parameter=PM10&month=2026-03',
    ).unmount();
    open('/eqmp/app/air/caqm/report/datavalidation?month=2026-04').unmount();
    expect(open('/eqmp/app/air/caqm/report/qaqc_2nd_level').selection).toBe('CA01R|PM10|2026-04');
  });

  it('does not carry the whole-station choice of the approval page to a page of one parameter', () => {
    open(
      '/eqmp/app/air/caqm/report/qaqc_3rd_level?station=CA01R&parameter=*&month=2026-03',
    ).unmount();
    expect(open('/eqmp/app/air/caqm/report/qaqc_2nd_level').selection).toBe(
      'CA01R|undefined|2026-03',
    );
  });

  it('remembers parameters chosen together: a page of one parameter takes the first, the 2nd-level page all', async () => {
    open(
      '/eqmp/app/air/caqm/report/qaqc_2nd_level?station=CA01R&parameter=PM10&parameter=CO&month=2026-03',
    ).unmount();
    const approval = open('/eqmp/app/air/caqm/report/qaqc_3rd_level');
    expect(approval.selection).toBe('CA01R|PM10|2026-03');
    expect(
      await screen.findByText('?station=CA01R&month=2026-03&parameter=PM10&parameter=CO'),
    ).toBeVisible();
  });
});

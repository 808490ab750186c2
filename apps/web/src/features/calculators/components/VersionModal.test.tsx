import type { BreakpointVersion, IndexVersion, LimitVersion, TarballVersion } from '@eqmp/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { stubFetch } from '../../../test/fetch';
import { json, renderWithProviders } from '../../../test/render';
import { AddBreakpointVersionModal } from './AddBreakpointVersionModal';
import { AddIndexVersionModal } from './AddIndexVersionModal';
import { AddLimitVersionModal } from './AddLimitVersionModal';
import { AddTarballVersionModal } from './AddTarballVersionModal';
import { VersionModal, type VersionKind, type VersionMeta } from './VersionModal';

interface NoteValues extends VersionMeta {
  note: string;
}

/** A kind of its own: one value besides the version's fields, sent in a body of its own shape. */
const noteKind = (save: (body: unknown) => Promise<unknown>): VersionKind<NoteValues, unknown> => ({
  draft: 'note-version',
  title: 'calculators:standards.add.limitsTitle',
  save,
  body: ({ note, ...meta }) => ({ ...meta, notes: [note] }),
});

const FILLED = {
  version: 'V2',
  effectiveFrom: dayjs('2026-03-01'),
  confidence: 'SINGLE',
  source: 'Gazette 2026',
  note: 'Checked',
} as const;

function Dialog({
  save,
  onClose,
  initialValues = {},
}: {
  save: (body: unknown) => Promise<unknown>;
  onClose: () => void;
  initialValues?: Partial<NoteValues>;
}) {
  const [open, setOpen] = useState(true);
  return (
    <VersionModal
      kind={noteKind(save)}
      open={open}
      onClose={() => {
        setOpen(false);
        onClose();
      }}
      initialValues={initialValues}
    >
      <Form.Item name="note" label="Note">
        <Input />
      </Form.Item>
    </VersionModal>
  );
}

const esc = () => fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('the dialog that adds a version', () => {
  it("sends the kind's body, with the effective day as a date, and closes", async () => {
    const save = vi.fn().mockResolvedValue({});
    const onClose = vi.fn();
    renderWithProviders(<Dialog save={save} onClose={onClose} initialValues={FILLED} />);
    expect(await screen.findByText('Add a limit standard version')).toBeInTheDocument();
    fireEvent.click(saveButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(save.mock.calls[0]![0]).toEqual({
      version: 'V2',
      effectiveFrom: '2026-03-01',
      confidence: 'SINGLE',
      source: 'Gazette 2026',
      notes: ['Checked'],
    });
  });

  it('sends nothing while a field every version has is missing', async () => {
    const save = vi.fn().mockResolvedValue({});
    renderWithProviders(<Dialog save={save} onClose={vi.fn()} initialValues={{ note: 'x' }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Source is required.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('closes at once while nothing was entered, and asks before discarding a filled form', async () => {
    const onClose = vi.fn();
    const { unmount } = renderWithProviders(<Dialog save={vi.fn()} onClose={onClose} />);
    await screen.findByLabelText('Version');
    esc();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    unmount();

    renderWithProviders(<Dialog save={vi.fn()} onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('Version'), { target: { value: 'V3' } });
    esc();
    expect(
      await screen.findByText('Discard your changes?', { selector: '.ant-modal-confirm-title' }),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Version')).toHaveValue('V3');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("lists the server's field problems in the open form", async () => {
    const save = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, 'VALIDATION', 'Invalid', [
          { path: 'source', message: 'The source names no gazette.' },
        ]),
      );
    const onClose = vi.fn();
    renderWithProviders(<Dialog save={save} onClose={onClose} initialValues={FILLED} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The source names no gazette.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

/** Fills the fields every version has, as an admin types them. */
function fillMeta() {
  fireEvent.change(screen.getByLabelText('Version'), { target: { value: 'V2' } });
  fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'Gazette 2026' } });
  const day = screen.getByLabelText('Effective from');
  fireEvent.mouseDown(day);
  fireEvent.change(day, { target: { value: '01/03/2026' } });
  fireEvent.keyDown(day, { key: 'Enter', keyCode: 13 });
}

const META = { version: 'V2', effectiveFrom: '2026-03-01', source: 'Gazette 2026' };

const stored = {
  effectiveFrom: '2020-01-01',
  source: 'Provisional bands',
  confidence: 'UNVERIFIED',
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: 'system',
  inForce: true,
} as const;

/** Answers every request with 201 through a stubbed fetch, for each test of the calling describe. */
const answerCreated = () => stubFetch(async () => json({}, 201));

/** Saves the filled form and answers where it went and what it sent (through `fetchMock`). */
async function saved(fetchMock: ReturnType<typeof stubFetch>) {
  await screen.findByLabelText('Version');
  fillMeta();
  fireEvent.click(saveButton());
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(init.method).toBe('POST');
  return { url, body: JSON.parse(init.body as string) as unknown };
}

/** An air limit as a new version sends it. */
const PM10_LIMIT = {
  parameter: 'PM10',
  averaging: '24H',
  stationClass: null,
  unit: 'ug/m3',
  min: null,
  max: 100,
} as const;

const SEGMENTS = [{ cLow: 0, cHigh: 50, iLow: 0, iHigh: 50 }];

describe('a kind of standard in the dialog: tar-ball bounds and air limits', () => {
  const fetchMock = answerCreated();

  it('sends the tar-ball bounds in force as the new version’s thresholds', async () => {
    const versions: TarballVersion[] = [
      {
        ...stored,
        id: 'tarball-1',
        version: 'V1',
        provisional: true,
        thresholds: { light: 0.1, moderate: 2, heavy: 10 },
      },
    ];
    renderWithProviders(<AddTarballVersionModal open onClose={vi.fn()} versions={versions} />);
    const { url, body } = await saved(fetchMock);
    expect(url).toBe('/api2/admin/standards/tarball');
    expect(body).toEqual({
      ...META,
      confidence: 'UNVERIFIED',
      provisional: false,
      thresholds: { light: 0.1, moderate: 2, heavy: 10 },
    });
  });

  it('sends the air limits in force without the version they started from or a class', async () => {
    const versions: LimitVersion[] = [
      {
        ...stored,
        id: 'MAAQS|2020',
        version: '2020',
        scheme: 'MAAQS',
        provisional: false,
        rows: [{ ...PM10_LIMIT, id: 'r1', confidence: 'SINGLE', inForce: true }],
      },
    ];
    renderWithProviders(<AddLimitVersionModal open onClose={vi.fn()} versions={versions} />);
    const { body } = await saved(fetchMock);
    expect(body).toEqual({
      ...META,
      scheme: 'MAAQS',
      confidence: 'SINGLE',
      provisional: false,
      rows: [PM10_LIMIT],
    });
  });
});

describe('a kind of standard in the dialog: PM10 segments and MMWQI curves', () => {
  const fetchMock = answerCreated();

  it('sends the PM10 segments in force with no PM2.5 table', async () => {
    const tables: BreakpointVersion[] = [
      {
        ...stored,
        id: 'pm10',
        version: 'DOE-2020',
        parameter: 'PM10',
        variant: null,
        averaging: '24H',
        unit: 'ug/m3',
        segments: SEGMENTS,
      },
    ];
    renderWithProviders(<AddBreakpointVersionModal open onClose={vi.fn()} tables={tables} />);
    const { body } = await saved(fetchMock);
    expect(body).toEqual({
      ...META,
      parameter: 'PM10',
      variant: null,
      confidence: 'SINGLE',
      segments: SEGMENTS,
    });
  });

  it('sends the MMWQI curves in force as parsed JSON, provisional and for all locations', async () => {
    const versions: IndexVersion[] = [
      {
        ...stored,
        id: 'mmwqi-1',
        version: 'V1',
        kind: 'MMWQI',
        locationType: null,
        provisional: true,
        data: { weights: { DO: 1 } },
      },
    ];
    renderWithProviders(<AddIndexVersionModal open onClose={vi.fn()} versions={versions} />);
    const { body } = await saved(fetchMock);
    expect(body).toEqual({
      ...META,
      kind: 'MMWQI',
      locationType: null,
      confidence: 'UNVERIFIED',
      provisional: true,
      data: { weights: { DO: 1 } },
    });
  });
});

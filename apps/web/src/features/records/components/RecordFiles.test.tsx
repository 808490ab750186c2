import type { RecordDetail } from '@eqmp/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { renderSignedIn } from '../../../test/render';
import { RecordFiles } from './RecordFiles';

const record = {
  id: 5,
  files: [
    {
      id: 9,
      fileName: 'analyser-report.pdf',
      contentType: 'application/pdf',
      size: 2048,
      uploadedBy: 'tech',
      uploadedAt: '2026-09-15T01:00:00Z',
    },
  ],
} as unknown as RecordDetail;

describe('RecordFiles', () => {
  const fetchMock = stubFetch(async () => new Response(null, { status: 204 }));
  const deletes = () =>
    fetchMock.mock.calls.filter(
      ([, init]) => (init as RequestInit | undefined)?.method === 'DELETE',
    );

  it('takes a file off the record only once the officer confirms it, naming the file', async () => {
    const user = userEvent.setup();
    renderSignedIn(<RecordFiles kind="maintenance" record={record} canChange />, [
      'Upload Maintenance Record CAQM',
    ]);
    const remove = screen.getByRole('button', { name: 'Remove analyser-report.pdf' });
    await user.click(remove);
    expect(await screen.findByText(/Take analyser-report\.pdf off this record\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(deletes()).toHaveLength(0);
    await user.click(remove);
    await user.click((await screen.findAllByRole('button', { name: 'Yes' })).at(-1)!);
    await waitFor(() => expect(deletes()).toHaveLength(1));
  });
});

import type { DocumentFolder, DocumentSummary } from '@eqmp/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { DocumentRepositoryPage } from './DocumentRepositoryPage';
import { stubFetch } from '../../../test/fetch';

const folder = (canWrite: boolean): DocumentFolder => ({
  id: 1,
  parentId: null,
  name: 'Minutes',
  readRoles: [],
  writeRoles: [],
  canWrite,
  documentCount: 1,
});
const doc = (canWrite: boolean): DocumentSummary => ({
  id: 9,
  folderId: 1,
  title: 'Board paper',
  module: null,
  stationId: null,
  year: 2026,
  tags: [],
  currentVersion: 1,
  fileName: 'paper.pdf',
  contentType: 'application/pdf',
  size: 1024,
  updatedBy: 'clerk',
  updatedAt: '2026-01-15T00:00:00Z',
  deletedAt: null,
  canWrite,
});

describe('DocumentRepositoryPage', () => {
  const fetchMock = stubFetch();
  const answer = (canWrite: boolean) =>
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api2/documents/folders') ? json([folder(canWrite)]) : json([doc(canWrite)]),
    );

  const PATH = '/eqmp/app/edc/doc_repository?folder=1';

  it('shows a reader (Document Repository alone) no button that writes', async () => {
    answer(false);
    renderSignedIn(<DocumentRepositoryPage />, ['Document Repository'], PATH);
    expect(await screen.findByText('Board paper')).toBeInTheDocument();
    // Role queries walk Ant Design's whole tree slowly: the buttons are found by their text.
    expect(screen.getByText('Download')).toBeInTheDocument();
    for (const text of [
      'New folder',
      'Rename folder',
      'Delete folder',
      'Edit',
      'Delete',
      'Upload documents',
      'Show deleted documents',
    ])
      expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('shows a writer (Update Document Repository) the folder, upload and document actions', async () => {
    answer(true);
    renderSignedIn(
      <DocumentRepositoryPage />,
      ['Document Repository', 'Update Document Repository'],
      PATH,
    );
    expect(await screen.findByText('Board paper')).toBeInTheDocument();
    for (const text of [
      'New folder',
      'Rename folder',
      'Edit',
      'Upload documents',
      'Show deleted documents',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
  });
});

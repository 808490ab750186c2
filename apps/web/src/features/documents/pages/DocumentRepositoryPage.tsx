import { API, type DocumentListQuery, type DocumentSummary } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Col, Row, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/access';
import { useSession } from '../../../lib/session';
import { documentsQuery, foldersQuery } from '../api/documents-api';
import { DocumentEditModal } from '../components/DocumentEditModal';
import { DocumentFilters } from '../components/DocumentFilters';
import { FolderModal } from '../components/FolderModal';
import { FolderUploadCard } from '../components/FolderUploadCard';
import { FoldersCard } from '../components/FoldersCard';
import { VersionsModal } from '../components/VersionsModal';
import { useDocumentColumns } from '../hooks/useDocumentColumns';
import { useDocumentMutations } from '../hooks/useDocumentMutations';
import { useDocumentParams } from '../hooks/useDocumentParams';
import { IntroPage } from '../../../components/IntroPage';

/** edc/doc_repository: folders, multi-file upload, search (including inside PDFs), versions, the bin. */
export function DocumentRepositoryPage() {
  const { t } = useTranslation();
  const { ticked } = useSession();
  const can = useCan();
  // `Document Repository` alone reads; writing (folders, uploads, the bin) needs the write role.
  const writer = can(API.documentUpload.access);
  const { folderId, q, module, year, bin, setParam } = useDocumentParams(writer);

  const folders = useQuery(foldersQuery);
  const query: DocumentListQuery = {
    folderId: folderId || undefined,
    q: q || undefined,
    module: module as DocumentListQuery['module'],
    year,
    deleted: bin ? 'true' : 'false',
  };
  const list = useQuery(documentsQuery(query));
  const folder = folders.data?.find((f) => f.id === folderId) ?? null;
  const [folderModal, setFolderModal] = useState<'new' | 'edit' | null>(null);
  const [editing, setEditing] = useState<DocumentSummary | null>(null);
  const [versionsOf, setVersionsOf] = useState<DocumentSummary | null>(null);

  const { refresh, onError, saveFolder, removeFolder, saveDocument, remove, restore } =
    useDocumentMutations({
      folderModal,
      folder,
      editing,
      onFolderSaved: () => setFolderModal(null),
      onFolderDeleted: () => setParam('folder', undefined),
      onDocumentSaved: () => setEditing(null),
    });
  const columns = useDocumentColumns({
    onError,
    onRestore: (id) => restore.mutate(id),
    onDelete: (id) => remove.mutate(id),
    onVersions: setVersionsOf,
    onEdit: setEditing,
  });

  return (
    <IntroPage title={t('documents:title')} intro={t('documents:intro')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={7} xl={5}>
          <FoldersCard
            folders={folders.data}
            folder={folder}
            selected={folderId}
            onSelect={(id) => setParam('folder', id ? String(id) : undefined)}
            onNew={() => setFolderModal('new')}
            onRename={() => setFolderModal('edit')}
            onDelete={(id) => removeFolder.mutate(id)}
          />
        </Col>
        <Col xs={24} md={17} xl={19}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {!bin && writer && <FolderUploadCard folder={folder} onUploaded={refresh} />}
            <DocumentFilters
              q={q}
              module={module}
              year={year}
              bin={bin}
              writer={writer}
              setParam={setParam}
            />
            <Table
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={list.data ?? []}
              loading={list.isLoading}
              scroll={{ x: true }}
              locale={{ emptyText: t('documents:empty') }}
            />
          </Space>
        </Col>
      </Row>
      <FolderModal
        open={folderModal !== null}
        folder={folderModal === 'edit' ? folder : null}
        folders={folders.data ?? []}
        canSetPermissions={Boolean(ticked?.includes('System Admin'))}
        saving={saveFolder.isPending}
        onSave={(v) => saveFolder.mutate(v)}
        onCancel={() => setFolderModal(null)}
      />
      <DocumentEditModal
        document={editing}
        folders={folders.data ?? []}
        saving={saveDocument.isPending}
        onSave={(b) => saveDocument.mutate(b)}
        onCancel={() => setEditing(null)}
      />
      <VersionsModal
        document={versionsOf}
        onClose={() => setVersionsOf(null)}
        onChanged={refresh}
        onError={onError}
      />
    </IntroPage>
  );
}

import { DeleteOutlined, EditOutlined, FolderAddOutlined } from '@ant-design/icons';
import {
  API,
  MODULE_CODES,
  type DocumentListQuery,
  type DocumentSummary,
  type DocumentUpdateBody,
} from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { useCan } from '../../../lib/access';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import {
  createFolder,
  deleteDocument,
  deleteFolder,
  documentKeys,
  documentsQuery,
  downloadDocument,
  foldersQuery,
  restoreDocument,
  updateDocument,
  updateFolder,
  uploadDocument,
} from '../api/documents-api';
import { DocumentEditModal } from '../components/DocumentEditModal';
import { ALL_FOLDERS, FolderTree } from '../components/FolderTree';
import { FolderModal, type FolderValues } from '../components/FolderModal';
import { formatSize } from '../components/format-size';
import { UploadPanel } from '../components/UploadPanel';
import { VersionsModal } from '../components/VersionsModal';

/** edc/doc_repository: folders, multi-file upload, search (including inside PDFs), versions, the bin. */
export function DocumentRepositoryPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { ticked } = useSession();
  const can = useCan();
  // `Document Repository` alone reads; writing (folders, uploads, the bin) needs the write role.
  const writer = can(API.documentUpload.access);
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const folderId = Number(params.get('folder') ?? ALL_FOLDERS);
  const q = params.get('q') ?? '';
  const module = params.get('module') ?? undefined;
  const year = params.get('year') ? Number(params.get('year')) : undefined;
  const bin = writer && params.get('bin') === '1';
  const setParam = (key: string, value: string | undefined) =>
    setParams((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      return p;
    });

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

  const refresh = () => void queryClient.invalidateQueries({ queryKey: documentKeys.all });
  const onError = (error: unknown) => void showError(error);
  const saveFolder = useMutation({
    mutationFn: (v: FolderValues): Promise<unknown> =>
      folderModal === 'edit' && folder
        ? updateFolder(
            folder.id,
            ticked?.includes('System Admin') ? v : { name: v.name, parentId: v.parentId },
          )
        : createFolder(
            ticked?.includes('System Admin')
              ? v
              : { name: v.name, parentId: v.parentId ?? folder?.id ?? null },
          ),
    onSuccess: () => (setFolderModal(null), refresh(), void message.success(t('documents:saved'))),
    onError,
  });
  const removeFolder = useMutation({
    mutationFn: (id: number) => deleteFolder(id),
    onSuccess: () => (setParam('folder', undefined), refresh()),
    onError,
  });
  const saveDocument = useMutation({
    mutationFn: (body: DocumentUpdateBody) => updateDocument(editing!.id, body),
    onSuccess: () => (setEditing(null), refresh(), void message.success(t('documents:saved'))),
    onError,
  });
  const remove = useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => (refresh(), void message.success(t('documents:deleted'))),
    onError,
  });
  const restore = useMutation({
    mutationFn: restoreDocument,
    onSuccess: () => (refresh(), void message.success(t('documents:restored'))),
    onError,
  });

  const columns: TableColumnsType<DocumentSummary> = [
    {
      title: t('documents:col.title'),
      dataIndex: 'title',
      render: (title: string, d) => (
        <Button
          type="link"
          style={{ padding: 0 }}
          onClick={() => void downloadDocument(d.id, d.fileName).catch(onError)}
        >
          {title}
        </Button>
      ),
    },
    {
      title: t('documents:col.module'),
      dataIndex: 'module',
      render: (v: string | null) => v ?? '–',
    },
    {
      title: t('documents:col.station'),
      dataIndex: 'stationId',
      render: (v: string | null) => v ?? '–',
    },
    { title: t('documents:col.year'), dataIndex: 'year', render: (v: number | null) => v ?? '–' },
    {
      title: t('documents:col.tags'),
      dataIndex: 'tags',
      render: (tags: string[]) => tags.map((tag) => <Tag key={tag}>{tag}</Tag>),
    },
    { title: t('documents:col.version'), dataIndex: 'currentVersion', align: 'right' },
    {
      title: t('documents:col.size'),
      dataIndex: 'size',
      align: 'right',
      render: (v: number) => formatSize(v, language),
    },
    { title: t('documents:col.updatedBy'), dataIndex: 'updatedBy' },
    {
      title: t('documents:col.updatedAt'),
      dataIndex: 'updatedAt',
      render: (v: string) => formatDateTime(v, language),
    },
    {
      title: t('documents:col.actions'),
      key: 'actions',
      render: (_, d) =>
        d.deletedAt ? (
          d.canWrite && (
            <Button size="small" onClick={() => restore.mutate(d.id)}>
              {t('documents:action.restore')}
            </Button>
          )
        ) : (
          <Space size="small" wrap>
            <Button
              size="small"
              onClick={() => void downloadDocument(d.id, d.fileName).catch(onError)}
            >
              {t('documents:action.download')}
            </Button>
            <Button size="small" onClick={() => setVersionsOf(d)}>
              {t('documents:action.versions')}
            </Button>
            {d.canWrite && (
              <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(d)}>
                {t('documents:action.edit')}
              </Button>
            )}
            {d.canWrite && (
              <Popconfirm
                title={t('documents:confirm.delete')}
                onConfirm={() => remove.mutate(d.id)}
                okText={t('documents:action.delete')}
                cancelText={t('documents:action.cancel')}
              >
                <Button size="small" danger icon={<DeleteOutlined />}>
                  {t('documents:action.delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('documents:title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('documents:intro')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={7} xl={5}>
          <Card size="small" title={t('documents:folders.title')}>
            <Space wrap style={{ marginBottom: 8 }}>
              {can(API.documentCreateFolder.access) && (
                <Button
                  size="small"
                  icon={<FolderAddOutlined />}
                  onClick={() => setFolderModal('new')}
                >
                  {t('documents:folders.new')}
                </Button>
              )}
              {folder?.canWrite && (
                <Button size="small" onClick={() => setFolderModal('edit')}>
                  {t('documents:folders.rename')}
                </Button>
              )}
              {folder?.canWrite && (
                <Popconfirm
                  title={t('documents:confirm.deleteFolder')}
                  onConfirm={() => removeFolder.mutate(folder.id)}
                  okText={t('documents:action.delete')}
                  cancelText={t('documents:action.cancel')}
                >
                  <Button size="small" danger>
                    {t('documents:folders.delete')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
            {folders.data && folders.data.length === 0 ? (
              <Typography.Text type="secondary">{t('documents:folders.empty')}</Typography.Text>
            ) : null}
            <FolderTree
              folders={folders.data ?? []}
              selected={folderId}
              onSelect={(id) => setParam('folder', id ? String(id) : undefined)}
            />
          </Card>
        </Col>
        <Col xs={24} md={17} xl={19}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            {!bin && writer && (
              <Card size="small" title={t('documents:upload.title')}>
                <UploadPanel
                  disabled={!folder?.canWrite}
                  send={(file, onProgress) =>
                    // Files dropped before a folder is chosen are refused with the hint, not lost silently.
                    folder
                      ? uploadDocument({ folderId: folder.id }, file, onProgress)
                      : Promise.reject(new Error(t('documents:upload.chooseFolder')))
                  }
                  onUploaded={refresh}
                />
              </Card>
            )}
            <Space wrap>
              <Input.Search
                aria-label={t('documents:search.label')}
                placeholder={t('documents:search.placeholder')}
                defaultValue={q}
                allowClear
                onSearch={(v) => setParam('q', v.trim() || undefined)}
                style={{ width: 320 }}
              />
              <Select
                aria-label={t('documents:search.module')}
                placeholder={t('documents:search.module')}
                allowClear
                value={module}
                onChange={(v?: string) => setParam('module', v)}
                style={{ width: 140 }}
                options={MODULE_CODES.map((m) => ({ value: m, label: m }))}
              />
              <InputNumber
                aria-label={t('documents:search.year')}
                placeholder={t('documents:search.year')}
                min={1970}
                max={2100}
                value={year}
                onChange={(v) => setParam('year', v ? String(v) : undefined)}
              />
              {writer && (
                <Checkbox
                  checked={bin}
                  onChange={(e) => setParam('bin', e.target.checked ? '1' : undefined)}
                >
                  {t('documents:search.bin')}
                </Checkbox>
              )}
            </Space>
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
    </Space>
  );
}

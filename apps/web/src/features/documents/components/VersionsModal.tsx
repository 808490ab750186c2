import type { DocumentSummary, DocumentVersion } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { documentDetailQuery, downloadDocument, uploadVersion } from '../api/documents-api';
import { UploadPanel } from './UploadPanel';
import { formatSize } from './format-size';
import { dateTimeColumn } from '../../../lib/date-time-column';

/** Every version of a document with who uploaded it and when; any can be downloaded; writers add one. */
export function VersionsModal({
  document,
  onClose,
  onChanged,
  onError,
}: {
  document: DocumentSummary | null;
  onClose: () => void;
  onChanged: () => void;
  onError: (e: unknown) => void;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const detail = useQuery({
    ...documentDetailQuery(document?.id ?? 0),
    enabled: document !== null,
  });
  const columns: TableColumnsType<DocumentVersion> = [
    { title: t('documents:col.version'), dataIndex: 'version' },
    { title: t('documents:col.file'), dataIndex: 'fileName' },
    {
      title: t('documents:col.size'),
      dataIndex: 'size',
      render: (v: number) => formatSize(v, language),
    },
    { title: t('documents:col.uploadedBy'), dataIndex: 'uploadedBy' },
    dateTimeColumn(t('documents:col.uploadedAt'), 'uploadedAt'),
    {
      title: t('documents:col.actions'),
      key: 'actions',
      render: (_, v) => (
        <Button
          type="link"
          size="small"
          onClick={() => void downloadDocument(document!.id, v.fileName, v.version).catch(onError)}
        >
          {t('documents:action.download')}
        </Button>
      ),
    },
  ];
  return (
    <Modal
      open={document !== null}
      title={t('documents:versions.title', { title: document?.title ?? '' })}
      footer={null}
      onCancel={onClose}
      width={820}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Table
          rowKey="version"
          size="small"
          columns={columns}
          dataSource={detail.data?.versions ?? []}
          loading={detail.isLoading}
          pagination={false}
        />
        {document?.canWrite && !document.deletedAt && (
          <UploadPanel
            disabled={false}
            send={(file, onProgress) => uploadVersion(document.id, file, onProgress)}
            onUploaded={() => {
              void detail.refetch();
              onChanged();
            }}
          />
        )}
      </Space>
    </Modal>
  );
}

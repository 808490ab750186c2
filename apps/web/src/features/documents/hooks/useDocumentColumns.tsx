import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { DocumentSummary } from '@eqmp/domain';
import { Button, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { downloadDocument } from '../api/documents-api';
import { formatSize } from '../components/format-size';
import { dateTimeColumn } from '../../../lib/date-time-column';
import { dashColumn } from '../../../lib/dash-column';

/** The documents table's columns: the title (a download), its details and, per row, what may be done with it. */
export function useDocumentColumns({
  onError,
  onRestore,
  onDelete,
  onVersions,
  onEdit,
}: {
  onError: (error: unknown) => void;
  onRestore: (id: number) => void;
  onDelete: (id: number) => void;
  onVersions: (d: DocumentSummary) => void;
  onEdit: (d: DocumentSummary) => void;
}): TableColumnsType<DocumentSummary> {
  const { t } = useTranslation();
  const { language } = usePreferences();
  return [
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
    dashColumn(t('documents:col.module'), 'module'),
    dashColumn(t('documents:col.station'), 'stationId'),
    dashColumn(t('documents:col.year'), 'year'),
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
    dateTimeColumn(t('documents:col.updatedAt'), 'updatedAt'),
    {
      title: t('documents:col.actions'),
      key: 'actions',
      render: (_, d) =>
        d.deletedAt ? (
          d.canWrite && (
            <Button size="small" onClick={() => onRestore(d.id)}>
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
            <Button size="small" onClick={() => onVersions(d)}>
              {t('documents:action.versions')}
            </Button>
            {d.canWrite && (
              <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(d)}>
                {t('documents:action.edit')}
              </Button>
            )}
            {d.canWrite && (
              <Popconfirm
                title={t('documents:confirm.delete')}
                onConfirm={() => onDelete(d.id)}
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
}

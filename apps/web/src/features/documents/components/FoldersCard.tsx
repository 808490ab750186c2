import { FolderAddOutlined } from '@ant-design/icons';
import { API, type DocumentFolder } from '@eqmp/domain';
import { Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/access';
import { FolderTree } from './FolderTree';

/** The folders: a new one, renaming or deleting the chosen one (who may write it), and the tree. */
export function FoldersCard({
  folders,
  folder,
  selected,
  onSelect,
  onNew,
  onRename,
  onDelete,
}: {
  folders: readonly DocumentFolder[] | undefined;
  folder: DocumentFolder | null;
  selected: number;
  onSelect: (id: number) => void;
  onNew: () => void;
  onRename: () => void;
  onDelete: (id: number) => void;
}) {
  const { t } = useTranslation();
  const can = useCan();
  return (
    <Card size="small" title={t('documents:folders.title')}>
      <Space wrap style={{ marginBottom: 8 }}>
        {can(API.documentCreateFolder.access) && (
          <Button size="small" icon={<FolderAddOutlined />} onClick={onNew}>
            {t('documents:folders.new')}
          </Button>
        )}
        {folder?.canWrite && (
          <Button size="small" onClick={onRename}>
            {t('documents:folders.rename')}
          </Button>
        )}
        {folder?.canWrite && (
          <Popconfirm
            title={t('documents:confirm.deleteFolder')}
            onConfirm={() => onDelete(folder.id)}
            okText={t('documents:action.delete')}
            cancelText={t('documents:action.cancel')}
          >
            <Button size="small" danger>
              {t('documents:folders.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      {folders && folders.length === 0 ? (
        <Typography.Text type="secondary">{t('documents:folders.empty')}</Typography.Text>
      ) : null}
      <FolderTree folders={folders ?? []} selected={selected} onSelect={onSelect} />
    </Card>
  );
}

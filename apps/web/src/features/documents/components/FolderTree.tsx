import { FolderOutlined, LockOutlined } from '@ant-design/icons';
import type { DocumentFolder } from '@eqmp/domain';
import { Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';

export const ALL_FOLDERS = 0;

function buildTree(
  folders: readonly DocumentFolder[],
  parentId: number | null,
  readOnly: string,
): TreeDataNode[] {
  return folders
    .filter(
      (f) =>
        f.parentId === parentId ||
        (parentId === null && f.parentId !== null && !folders.some((p) => p.id === f.parentId)),
    )
    .map((f) => ({
      key: f.id,
      title: `${f.name} (${f.documentCount})`,
      icon: f.canWrite ? <FolderOutlined /> : <LockOutlined aria-label={readOnly} />,
      children: buildTree(folders, f.id, readOnly),
    }));
}

/** The folders the user may read, as a keyboard-navigable tree; "All folders" searches them all. */
export function FolderTree({
  folders,
  selected,
  onSelect,
}: {
  folders: readonly DocumentFolder[];
  selected: number;
  onSelect: (id: number) => void;
}) {
  const { t } = useTranslation();
  const data: TreeDataNode[] = [
    {
      key: ALL_FOLDERS,
      title: t('documents:folders.all'),
      icon: <FolderOutlined />,
      children: buildTree(folders, null, t('documents:folders.readOnly')),
    },
  ];
  return (
    <Tree
      // Remounted when the folders change, so a new folder shows expanded.
      key={folders.map((f) => f.id).join(',')}
      aria-label={t('documents:folders.title')}
      showIcon
      defaultExpandAll
      blockNode
      treeData={data}
      selectedKeys={[selected]}
      onSelect={(keys) => keys[0] !== undefined && onSelect(Number(keys[0]))}
    />
  );
}

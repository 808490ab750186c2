import { functionTree, type FunctionNode } from '@eqmp/domain';
import { Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

function toTreeData(nodes: readonly FunctionNode[], t: (key: string) => string): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.roleName ?? `branch:${node.key}`,
    title: node.roleName ?? t(node.label),
    children: node.children ? toTreeData(node.children, t) : undefined,
  }));
}

/** Ticks role names on the function hierarchy tree; only leaves (role names) are kept. */
export function FunctionPicker({
  value = [],
  onChange,
}: {
  value?: string[];
  onChange?: (roles: string[]) => void;
}) {
  const { t } = useTranslation();
  const treeData = useMemo(() => toTreeData(functionTree(), t), [t]);
  return (
    <div
      style={{
        maxHeight: 420,
        overflow: 'auto',
        border: '1px solid var(--ant-color-border, #d9d9d9)',
        borderRadius: 6,
        padding: 8,
      }}
    >
      <Tree
        checkable
        selectable={false}
        treeData={treeData}
        checkedKeys={value}
        onCheck={(checked) => {
          const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
          onChange?.(keys.filter((k) => !k.startsWith('branch:')));
        }}
      />
    </div>
  );
}

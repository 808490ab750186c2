import type { Page } from '@eqmp/domain';
import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Space, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import type { TableParams } from '../../../lib/useTableParams';

/**
 * A searchable, paged inventory table with its `filters`; when `canEdit`, an add button after
 * them and each row's `actions` last, where `edit` opens the row's `form` (add opens it empty).
 */
export function EditableTable<Row extends object>({
  rowKey,
  list,
  params,
  columns,
  filters,
  canEdit,
  addLabel,
  actions,
  form,
}: {
  rowKey: keyof Row & string;
  list: UseQueryResult<Page<Row>>;
  params: TableParams;
  columns: TableColumnsType<Row>;
  filters: ReactNode;
  canEdit: boolean;
  /** The label of the add button. */
  addLabel: string;
  actions: (row: Row, edit: () => void) => ReactNode;
  form: (row: Row | undefined, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const actionColumn = {
    title: t('common:table.actions'),
    key: 'actions',
    render: (_: unknown, row: Row) => actions(row, () => setEditing(row)),
  };
  return (
    <>
      <DataTable
        rowKey={rowKey}
        columns={canEdit ? [...columns, actionColumn] : columns}
        query={list}
        params={params}
        toolbar={
          <Space wrap>
            {filters}
            {canEdit && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
                {addLabel}
              </Button>
            )}
          </Space>
        }
      />
      {editing !== null && form(editing === 'new' ? undefined : editing, () => setEditing(null))}
    </>
  );
}

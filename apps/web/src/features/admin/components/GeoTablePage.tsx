import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageDialog } from '../../../components/useMessageDialog';
import {
  adminKeys,
  deleteGeo,
  geoQuery,
  saveGeo,
  type GeoKind,
  type GeoRow,
} from '../api/admin-api';
import { PageHeader } from '../../../components/PageHeader';
import { GeoFormModal } from './GeoFormModal';
import { GEO_SHAPES } from './geo-kinds';
import { useGeoColumns } from './useGeoColumns';
import { SearchedTable } from './SearchedTable';

/**
 * A geography table's page (regions, states, districts, river basins, rivers): one table with
 * add, change and remove, and each row's parent (a state's region, a district's state, a basin's
 * states, a river's basin) shown by name and picked in the form.
 */
export function GeoTablePage({ kind }: { kind: GeoKind }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const { parent } = GEO_SHAPES[kind];
  const list = useQuery(geoQuery(kind));
  const parents = useQuery({ ...geoQuery(parent?.of ?? kind), enabled: parent !== null });
  const [editing, setEditing] = useState<Partial<GeoRow> | null>(null);
  const [form] = Form.useForm<GeoRow>();

  const done = (key: string) => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    void message.success(t(key));
  };
  const save = useMutation({
    mutationFn: (values: GeoRow) => saveGeo(kind, values, editing?.id),
    onSuccess: () => {
      setEditing(null);
      done('common:action.saved');
    },
    onError: (error) => void showError(error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteGeo(kind, id),
    onSuccess: () => done('common:action.deleted'),
    onError: (e) => void showError(e),
  });

  const parentNames = new Map((parent ? (parents.data ?? []) : []).map((p) => [p.id, p.name]));
  /** The names of the rows a row belongs to, as the table shows and searches them. */
  const parentOf = (row: GeoRow) => {
    const value = parent ? row[parent.field] : undefined;
    const ids = value === undefined || value === null ? [] : [value].flat();
    return ids.map((id) => parentNames.get(id) ?? '').join(', ');
  };
  const columns = useGeoColumns(kind, parentOf, {
    edit: (row) => (setEditing(row), form.setFieldsValue(row)),
    remove: (row) => remove.mutate(row.id),
  });

  return (
    <>
      <PageHeader
        title={t(`admin:page.${kind}`)}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => (setEditing({}), form.resetFields())}
          >
            {t('common:action.add')}
          </Button>
        }
      />
      <SearchedTable<GeoRow>
        rowKey="id"
        columns={columns}
        rows={list.data}
        searchText={(r) => `${r.code ?? ''} ${r.name} ${parentOf(r)}`}
        loading={list.isPending}
        locale={{ emptyText: t('common:table.empty') }}
      />
      <GeoFormModal
        kind={kind}
        form={form}
        editing={editing}
        parents={parent ? (parents.data ?? []) : []}
        saving={save.isPending}
        onSave={(values) => save.mutate(values)}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

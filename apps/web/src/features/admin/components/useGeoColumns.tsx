import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DeleteButton } from '../../../components/DeleteButton';
import type { GeoKind, GeoRow } from '../api/admin-api';
import { GEO_SHAPES } from './geo-kinds';
import { EditActions } from '../../../components/EditActions';

/**
 * The columns of a geography table: its code if it has one, the name, the parent by name
 * (`parentOf`) if it has one, and the change and remove actions.
 */
export function useGeoColumns(
  kind: GeoKind,
  parentOf: (row: GeoRow) => string,
  actions: { edit: (row: GeoRow) => void; remove: (row: GeoRow) => void },
): TableColumnsType<GeoRow> {
  const { t } = useTranslation();
  const { code, parent } = GEO_SHAPES[kind];
  const text = (value: string) => value || '–';
  return [
    ...(code === null
      ? []
      : [
          {
            title: t('admin:geo.code'),
            dataIndex: 'code',
            render: (value: string | null) => text(value ?? ''),
            sorter: (a: GeoRow, b: GeoRow) => (a.code ?? '').localeCompare(b.code ?? ''),
          },
        ]),
    {
      title: t('admin:geo.name'),
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    ...(parent === null
      ? []
      : [
          {
            title: t(parent.labelKey),
            key: 'parent',
            render: (_: unknown, row: GeoRow) => text(parentOf(row)),
            sorter: (a: GeoRow, b: GeoRow) => parentOf(a).localeCompare(parentOf(b)),
          },
        ]),
    {
      title: t('common:table.actions'),
      key: 'actions',
      render: (_, row) => (
        <EditActions onEdit={() => actions.edit(row)}>
          <DeleteButton
            question={t('common:dialog.deleteNamed', { name: row.name })}
            onConfirm={() => actions.remove(row)}
          />
        </EditActions>
      ),
    },
  ];
}

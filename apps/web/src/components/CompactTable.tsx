import { Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** A small table that says so when it has no rows. */
export function CompactTable<T extends object>(props: TableProps<T>) {
  const { t } = useTranslation();
  return <Table<T> size="small" locale={{ emptyText: t('common:table.empty') }} {...props} />;
}

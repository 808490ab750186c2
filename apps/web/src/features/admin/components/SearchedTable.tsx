import { Input, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list held whole in the browser: a search box keeping the rows whose `searchText` holds what
 * was typed (in any case), over a table paged 20 rows at a time.
 */
export function SearchedTable<T extends object>({
  rows,
  searchText,
  ...table
}: Omit<TableProps<T>, 'dataSource' | 'pagination'> & {
  rows: readonly T[] | undefined;
  searchText: (row: T) => string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const shown = (rows ?? []).filter((r) =>
    searchText(r).toLowerCase().includes(search.toLowerCase()),
  );
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('common:table.search')}
        onChange={(e) => setSearch(e.target.value)}
        style={{ width: 280, marginBottom: 12 }}
      />
      <Table<T>
        dataSource={shown}
        pagination={{
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          defaultPageSize: 20,
        }}
        {...table}
      />
    </>
  );
}

import type { TarballVersion } from '@eqmp/domain';
import type { TableColumnsType } from 'antd';
import { formatValue } from '../utils/format';
import {
  sourceColumns,
  useVersionText,
  versionColumns,
  type VersionTableProps,
} from './version-columns';
import { VersionsTable } from './VersionsTable';

/** Versions of the tar-ball classes: the lowest weight (g/m2) of each class above "none". */
export function TarballVersionsTable({ items, today }: VersionTableProps<TarballVersion>) {
  const { t, language, col } = useVersionText();
  const bound = (key: 'light' | 'moderate' | 'heavy') => ({
    title: t(`calculators:tarball.${key}`),
    key,
    align: 'right' as const,
    render: (_: unknown, r: TarballVersion) => formatValue(r.thresholds[key], language, 3),
  });
  const columns: TableColumnsType<TarballVersion> = [
    { title: col('version'), dataIndex: 'version' },
    ...versionColumns<TarballVersion>(t, language, today, { provisional: true }),
    bound('light'),
    bound('moderate'),
    bound('heavy'),
    ...sourceColumns<TarballVersion>(t),
  ];
  return <VersionsTable<TarballVersion> columns={columns} items={items} />;
}

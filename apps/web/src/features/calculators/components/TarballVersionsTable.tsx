import type { TarballVersion } from '@eqmp/domain';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { formatValue } from '../utils/format';
import { sourceColumns, versionColumns } from './version-columns';
import { VersionsTable } from './VersionsTable';

/** Versions of the tar-ball classes: the lowest weight (g/m2) of each class above "none". */
export function TarballVersionsTable({
  items,
  today,
}: {
  items: readonly TarballVersion[];
  today: string;
}) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const col = (key: string) => t(`calculators:standards.column.${key}`);
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

import type { OpenDataFilesResponse } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';

export type OpenDataFile = OpenDataFilesResponse['files'][number];

/** A file size as people read it: kB below a megabyte, MB above. */
function size(bytes: number, language: Language): string {
  return bytes < 1_000_000
    ? `${formatNumber(Math.max(0.1, bytes / 1000), language, 1)} kB`
    : `${formatNumber(bytes / 1_000_000, language, 1)} MB`;
}

/** The columns of the bulk downloads: the file's link, station or programme, programme, year, values and size. */
export function useOpenDataFileColumns(): TableColumnsType<OpenDataFile> {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return [
    {
      title: t('openData:page.file.name'),
      key: 'name',
      render: (_: unknown, f: OpenDataFile) => (
        <a href={f.url} download={f.name}>
          {f.name}
        </a>
      ),
    },
    {
      title: t('openData:page.file.station'),
      key: 'station',
      render: (_: unknown, f: OpenDataFile) =>
        f.kind === 'network'
          ? t('openData:page.file.network', { module: f.module })
          : `${f.stationName ?? f.stationId} (${f.stationId})`,
    },
    { title: t('openData:page.file.programme'), dataIndex: 'module', key: 'module' },
    { title: t('openData:page.file.year'), dataIndex: 'year', key: 'year' },
    {
      title: t('openData:page.file.rows'),
      key: 'rows',
      align: 'right',
      render: (_: unknown, f: OpenDataFile) => formatNumber(f.rows, language),
    },
    {
      title: t('openData:page.file.size'),
      key: 'size',
      align: 'right',
      render: (_: unknown, f: OpenDataFile) => size(f.sizeBytes, language),
    },
  ];
}

import { OPEN_DATA_LICENCE, type OpenDataFilesResponse } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Select, Skeleton, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { openDataFilesQuery } from '../api/open-data';

type OpenDataFile = OpenDataFilesResponse['files'][number];

/** A file size as people read it: kB below a megabyte, MB above. */
function size(bytes: number, language: Language): string {
  return bytes < 1_000_000
    ? `${formatNumber(Math.max(0.1, bytes / 1000), language, 1)} kB`
    : `${formatNumber(bytes / 1_000_000, language, 1)} MB`;
}

/**
 * The bulk downloads of the Open data page (docs/open-data.md "Bulk downloads"): every file of
 * the public index with its station or programme, year, number of values and size, narrowed by
 * programme and year, and what the columns hold.
 */
export function OpenDataDownloads() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const files = useQuery(openDataFilesQuery(i18n.language));
  const [module, setModule] = useState<string | null>(null);
  const [year, setYear] = useState<number | null>(null);
  const all = useMemo(() => files.data?.files ?? [], [files.data]);
  const modules = [...new Set(all.map((f) => f.module))].sort();
  const years = [...new Set(all.map((f) => f.year))].sort((a, b) => b - a);
  const shown = all
    .filter((f) => (module === null || f.module === module) && (year === null || f.year === year))
    .sort(
      (a, b) =>
        b.year - a.year ||
        Number(a.kind === 'station') - Number(b.kind === 'station') ||
        a.name.localeCompare(b.name),
    );

  return (
    <Card title={t('openData:page.downloadsTitle')}>
      <Typography.Paragraph>{t('openData:page.downloadsIntro')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('openData:page.downloadsColumns')}
      </Typography.Paragraph>
      {files.isError ? (
        <Alert type="error" showIcon message={t('openData:page.downloadsFailed')} />
      ) : files.isPending ? (
        <Skeleton active />
      ) : all.length === 0 ? (
        <Alert type="info" showIcon message={t('openData:page.downloadsEmpty')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Select<string | null>
              aria-label={t('openData:page.filterProgramme')}
              style={{ minWidth: 160 }}
              value={module}
              onChange={setModule}
              options={[
                {
                  value: null,
                  label: `${t('openData:page.filterProgramme')}: ${t('openData:page.all')}`,
                },
                ...modules.map((m) => ({ value: m, label: m })),
              ]}
            />
            <Select<number | null>
              aria-label={t('openData:page.filterYear')}
              style={{ minWidth: 120 }}
              value={year}
              onChange={setYear}
              options={[
                {
                  value: null,
                  label: `${t('openData:page.filterYear')}: ${t('openData:page.all')}`,
                },
                ...years.map((y) => ({ value: y, label: String(y) })),
              ]}
            />
          </Space>
          <Table<OpenDataFile>
            rowKey="name"
            size="small"
            dataSource={shown}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            columns={[
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
            ]}
          />
        </Space>
      )}
    </Card>
  );
}

/** The licence of the published data and the credit to give (docs/open-data.md "Licence"). */
export function OpenDataLicence({ attribution }: { attribution: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Card title={t('openData:page.attributionTitle')}>
      <Typography.Paragraph>
        {t('openData:page.licenceText', { licence: OPEN_DATA_LICENCE.id.replaceAll('-', ' ') })}{' '}
        <a
          href={OPEN_DATA_LICENCE.url}
          rel="license noreferrer"
          target="_blank"
          style={{ textDecoration: 'underline' }}
        >
          {OPEN_DATA_LICENCE.title}
        </a>
      </Typography.Paragraph>
      {attribution && (
        <Typography.Paragraph>
          {t('openData:page.licenceCredit')} <Typography.Text italic>{attribution}</Typography.Text>
        </Typography.Paragraph>
      )}
    </Card>
  );
}

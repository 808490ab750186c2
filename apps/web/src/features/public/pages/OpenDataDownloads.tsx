import { OPEN_DATA_LICENCE } from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Select, Skeleton, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openDataFilesQuery } from '../api/open-data';
import { useOpenDataFileColumns, type OpenDataFile } from '../hooks/useOpenDataFileColumns';

/**
 * The bulk downloads of the Open data page (docs/open-data.md "Bulk downloads"): every file of
 * the public index with its station or programme, year, number of values and size, narrowed by
 * programme and year, and what the columns hold.
 */
export function OpenDataDownloads() {
  const { t, i18n } = useTranslation();
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
  const columns = useOpenDataFileColumns();

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
            <FilterSelect
              label={t('openData:page.filterProgramme')}
              width={160}
              value={module}
              onChange={setModule}
              values={modules}
            />
            <FilterSelect
              label={t('openData:page.filterYear')}
              width={120}
              value={year}
              onChange={setYear}
              values={years}
            />
          </Space>
          <Table<OpenDataFile>
            rowKey="name"
            size="small"
            dataSource={shown}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            columns={columns}
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

/** A filter of the downloads whose first choice, null, keeps every file ("<filter>: All"). */
function FilterSelect<V extends string | number>({
  label,
  width,
  value,
  onChange,
  values,
}: {
  label: string;
  width: number;
  value: V | null;
  onChange: (value: V | null) => void;
  values: readonly V[];
}) {
  const { t } = useTranslation();
  return (
    <Select<V | null>
      aria-label={label}
      style={{ minWidth: width }}
      value={value}
      onChange={onChange}
      options={[
        { value: null, label: `${label}: ${t('openData:page.all')}` },
        ...values.map((v) => ({ value: v, label: String(v) })),
      ]}
    />
  );
}

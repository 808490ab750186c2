import { API, type SojCriteriaKind, type SojCriteriaResponse } from '@eqmp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/access';
import { sojCriteriaQuery, sojParametersQuery } from '../api/soj-api';
import { AddCriteriaVersion } from '../components/AddCriteriaVersion';
import { QueryError } from '../components/QueryError';
import { SojPageTitle } from '../components/SojPageTitle';

type Row = SojCriteriaResponse['versions'][number]['rows'][number];

/** The agreed criteria as versioned data: every version, the one in force marked, and a new version for who may add one. */
function CriteriaPage({ kind }: { kind: SojCriteriaKind }) {
  const { t } = useTranslation();
  const can = useCan();
  const client = useQueryClient();
  const criteria = useQuery(sojCriteriaQuery(kind));
  const parameters = useQuery(sojParametersQuery);
  const [chosen, setChosen] = useState<string | undefined>();
  const [adding, setAdding] = useState(false);
  const versions = criteria.data?.versions ?? [];
  const shown = versions.find(
    (v) => v.version === (chosen ?? criteria.data?.inForce ?? versions[0]?.version),
  );
  const unit = (code: string) => parameters.data?.find((p) => p.code === code);
  const limit = (v: number | null) => (v === null ? '–' : v);

  const columns: TableColumnsType<Row> = [
    {
      title: t('soj:col.parameter'),
      dataIndex: 'parameterCode',
      render: (code: string) => `${unit(code)?.name ?? code} (${code})`,
    },
    ...(kind === 'benchmark'
      ? [
          {
            title: t('soj:col.group'),
            dataIndex: 'stationGroup',
            render: (g: string | null) => g ?? t('soj:criteria.allGroups'),
          },
        ]
      : []),
    { title: t('soj:col.min'), dataIndex: 'min', align: 'right', render: limit },
    { title: t('soj:col.max'), dataIndex: 'max', align: 'right', render: limit },
    {
      title: t('soj:col.unit'),
      dataIndex: 'parameterCode',
      key: 'unit',
      render: (code: string) => unit(code)?.unit ?? '',
    },
  ];

  return (
    <>
      <SojPageTitle
        page={kind}
        extra={
          can(API.sojAddCriteriaVersion.access) ? (
            <Button type="primary" onClick={() => setAdding(true)}>
              {t('soj:criteria.addVersion')}
            </Button>
          ) : null
        }
      />
      <QueryError error={criteria.error} />
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          aria-label={t('soj:criteria.version')}
          style={{ minWidth: 280 }}
          value={shown?.version}
          onChange={setChosen}
          options={versions.map((v) => ({
            value: v.version,
            label: `${v.version} · ${v.effectiveFrom}${v.version === criteria.data?.inForce ? ` · ${t('soj:criteria.inForce')}` : ''}`,
          }))}
        />
        {shown ? (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label={t('soj:criteria.version')}>
              {shown.version}{' '}
              {shown.version === criteria.data?.inForce ? (
                <Tag color="green">{t('soj:criteria.inForce')}</Tag>
              ) : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('soj:criteria.effectiveFrom')}>
              {shown.effectiveFrom}
            </Descriptions.Item>
            <Descriptions.Item label={t('soj:criteria.source')}>{shown.source}</Descriptions.Item>
            <Descriptions.Item label={t('soj:criteria.createdBy')}>
              {shown.createdBy}
            </Descriptions.Item>
          </Descriptions>
        ) : null}
        <Table<Row>
          rowKey={(r) => `${r.parameterCode}|${r.stationGroup ?? ''}`}
          columns={columns}
          dataSource={shown?.rows ?? []}
          loading={criteria.isLoading}
          pagination={false}
          size="middle"
          locale={{ emptyText: t('soj:criteria.none') }}
        />
      </Space>
      {adding ? (
        <AddCriteriaVersion
          kind={kind}
          base={shown?.rows ?? []}
          parameters={parameters.data ?? []}
          onClose={(saved) => {
            setAdding(false);
            if (saved) void client.invalidateQueries({ queryKey: ['soj', 'criteria', kind] });
          }}
        />
      ) : null}
    </>
  );
}

export const StandardPage = () => <CriteriaPage kind="standard" />;
export const BenchmarkPage = () => <CriteriaPage kind="benchmark" />;

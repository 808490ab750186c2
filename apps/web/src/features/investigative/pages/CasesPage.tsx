import { EditOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import {
  caseEntryRoles,
  caseReportUrl,
  findPageByPath,
  type CaseItem,
  type InvestigativeModule,
} from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useCan } from '../../../lib/access';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { casesQuery } from '../api/investigative-api';
import { CaseModal } from '../components/CaseModal';
import { formatDay } from '../../../lib/format';

/** IDs and dates stay on one line; the title wraps. */
const noWrap = () => ({ style: { whiteSpace: 'nowrap' as const } });

/**
 * RWIS `form/rwis_form_summary` and the MWIS form (spec §2 investigative studies, §3 case): the
 * register of the programme's cases by year, each with its stations, how many samples they have
 * given since it started and when the last came, and a link to its monthly report. Data entry
 * officers register and change cases; the year lives in the URL.
 */
export function CasesPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const can = useCan();
  const { pathname } = useLocation();
  const module = findPageByPath(pathname)?.module as InvestigativeModule;
  const canEdit = can({ anyOf: caseEntryRoles(module) });
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || undefined;
  const cases = useQuery(casesQuery(module, year));
  const [editing, setEditing] = useState<CaseItem | 'new' | null>(null);
  const data = cases.data;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('investigative:title')} — {module}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 900, margin: 0 }}>
        {t('investigative:intro')}
      </Typography.Paragraph>
      {cases.error && <Alert type="error" showIcon title={cases.error.message} />}
      <Card>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }}>
          <Select
            aria-label={t('investigative:filter.year')}
            style={{ width: 180 }}
            value={year ?? 0}
            onChange={(value: number) =>
              setParams(value ? { year: String(value) } : {}, { replace: true })
            }
            options={[
              { value: 0, label: t('investigative:filter.allYears') },
              ...(data?.years ?? []).map((y) => ({ value: y, label: String(y) })),
            ]}
          />
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('investigative:action.newCase')}
            </Button>
          )}
        </Space>
        <Table<CaseItem>
          rowKey="id"
          size="middle"
          loading={cases.isFetching}
          dataSource={data?.items ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: t('investigative:empty') }}
          columns={[
            { title: t('investigative:column.id'), dataIndex: 'id', onCell: noWrap },
            { title: t('investigative:column.caseTitle'), dataIndex: 'caseTitle', width: '28%' },
            {
              title: t('investigative:column.state'),
              dataIndex: 'stateName',
              render: (v: string | null) => v ?? '–',
            },
            {
              title: t('investigative:column.startDate'),
              dataIndex: 'caseStartDate',
              onCell: noWrap,
              render: (day: string) => formatDay(day),
            },
            { title: t('investigative:column.year'), dataIndex: 'year' },
            {
              title: t('investigative:column.stations'),
              dataIndex: 'stations',
              render: (stations: CaseItem['stations']) => (
                <Space size={[4, 4]} wrap>
                  {stations.map((s) => (
                    <Tag key={s.id} title={s.name}>
                      {s.id}
                    </Tag>
                  ))}
                </Space>
              ),
            },
            {
              title: t('investigative:column.samples'),
              dataIndex: 'samples',
              align: 'right',
              render: (n: number) => formatNumber(n, language),
            },
            {
              title: t('investigative:column.lastSample'),
              dataIndex: 'lastSampleAt',
              onCell: noWrap,
              render: (v: string | null) => formatDateTime(v, language),
            },
            {
              key: 'actions',
              title: '',
              render: (_: unknown, row) => (
                <Space>
                  <Link to={caseReportUrl(module, row.id, row.year)}>
                    <FileTextOutlined /> {t('investigative:action.openReport')}
                  </Link>
                  {canEdit && (
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('investigative:action.editCase', { id: row.id })}
                      onClick={() => setEditing(row)}
                    >
                      {t('investigative:action.edit')}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {editing !== null && data && (
        <CaseModal
          module={module}
          found={editing === 'new' ? null : editing}
          options={data}
          onClose={(savedYear) => {
            setEditing(null);
            if (savedYear && year !== undefined && savedYear !== year)
              setParams({ year: String(savedYear) }, { replace: true });
          }}
        />
      )}
    </Space>
  );
}

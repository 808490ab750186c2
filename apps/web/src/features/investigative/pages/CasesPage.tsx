import { PlusOutlined } from '@ant-design/icons';
import {
  caseEntryRoles,
  findPageByPath,
  type CaseItem,
  type InvestigativeModule,
} from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useCan } from '../../../lib/access';
import { casesQuery } from '../api/investigative-api';
import { CaseModal } from '../components/CaseModal';
import { useCaseColumns } from '../hooks/useCaseColumns';

/**
 * RWIS `form/rwis_form_summary` and the MWIS form (spec §2 investigative studies, §3 case): the
 * register of the programme's cases by year, each with its stations, how many samples they have
 * given since it started and when the last came, and a link to its monthly report. Data entry
 * officers register and change cases; the year lives in the URL.
 */
export function CasesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { pathname } = useLocation();
  const module = findPageByPath(pathname)?.module as InvestigativeModule;
  const canEdit = can({ anyOf: caseEntryRoles(module) });
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || undefined;
  const cases = useQuery(casesQuery(module, year));
  const [editing, setEditing] = useState<CaseItem | 'new' | null>(null);
  const data = cases.data;
  const columns = useCaseColumns({ module, canEdit, onEdit: setEditing });

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
          columns={columns}
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

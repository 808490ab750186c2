import {
  eqmpRoles,
  EQMP_PERIOD_TYPES,
  findPageByPath,
  localParts,
  type EqmpModule,
  type EqmpPeriodRow,
  type EqmpPeriodType,
} from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  InputNumber,
  Segmented,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useMessageDialog } from '../../../components/useMessageDialog';
import { formatDateTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import {
  decideEqmpDelete,
  downloadEqmpReport,
  eqmpKeys,
  eqmpListQuery,
  requestEqmpDelete,
  reviewEqmpReport,
  uploadEqmpReport,
} from '../api/eqmp-api';
import { EqmpHistoryModal } from '../components/EqmpHistoryModal';
import { PeriodUpload } from '../components/PeriodUpload';
import { RemarksModal } from '../components/RemarksModal';

type Step = { kind: 'return' | 'requestDelete' | 'refuseDelete'; row: EqmpPeriodRow };
const STATUS_COLOUR: Record<string, string> = {
  under_review: 'processing',
  returned: 'warning',
  submitted: 'success',
  delete_requested: 'magenta',
  overdue: 'error',
};

/** {module}/report/reporting: the module's EQMP reports per period, their review and deletion. */
export function EqmpReportingPage() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const { ticked, user } = useSession();
  const { message } = App.useApp();
  const { showError } = useMessageDialog();
  const queryClient = useQueryClient();
  const module = findPageByPath(useLocation().pathname)!.module as EqmpModule;
  const roles = eqmpRoles(module);
  const can = (role: string) => Boolean(ticked?.includes(role));
  const [params, setParams] = useSearchParams();
  const periodType = (EQMP_PERIOD_TYPES as readonly string[]).includes(
    params.get('periodType') ?? '',
  )
    ? (params.get('periodType') as EqmpPeriodType)
    : 'monthly';
  const year = Number(params.get('year')) || localParts(Date.now()).year;
  const set = (key: string, value: string) => setParams((p) => (p.set(key, value), p));
  const list = useQuery(eqmpListQuery(module, periodType, year));
  const [step, setStep] = useState<Step | null>(null);
  const [history, setHistory] = useState<EqmpPeriodRow | null>(null);

  const onError = (e: unknown) => void showError(e);
  const done = () => {
    setStep(null);
    void queryClient.invalidateQueries({ queryKey: eqmpKeys.all });
    void message.success(t('eqmp:done'));
  };
  const act = useMutation({
    mutationFn: ({
      kind,
      id,
      remarks,
    }: {
      kind: 'submit' | 'return' | 'requestDelete' | 'approveDelete' | 'refuseDelete';
      id: number;
      remarks?: string;
    }) => {
      if (kind === 'submit') return reviewEqmpReport(module, id, { decision: 'submit', remarks });
      if (kind === 'return')
        return reviewEqmpReport(module, id, { decision: 'return', remarks: remarks ?? '' });
      if (kind === 'requestDelete') return requestEqmpDelete(module, id, remarks ?? '');
      return decideEqmpDelete(module, id, { approve: kind === 'approveDelete', remarks });
    },
    onSuccess: done,
    onError,
  });

  const actions = (row: EqmpPeriodRow) => {
    const r = row.report;
    const uploadable = !r || r.status === 'under_review' || r.status === 'returned';
    return (
      <Space size="small" wrap>
        {can(roles.upload) && uploadable && (
          <PeriodUpload
            label={r ? t('eqmp:action.newVersion') : t('eqmp:action.upload')}
            period={row.period}
            send={(file, onProgress) =>
              uploadEqmpReport(module, periodType, row.period, file, onProgress)
            }
            onDone={done}
            onError={onError}
          />
        )}
        {r && (
          <Button
            size="small"
            onClick={() => void downloadEqmpReport(module, r.id, r.fileName).catch(onError)}
          >
            {t('eqmp:action.download')}
          </Button>
        )}
        {r && (
          <Button size="small" onClick={() => setHistory(row)}>
            {t('eqmp:action.details')}
          </Button>
        )}
        {r?.status === 'under_review' && can(roles.review) && r.uploadedBy !== user?.username && (
          <>
            <Button
              size="small"
              type="primary"
              onClick={() => act.mutate({ kind: 'submit', id: r.id })}
            >
              {t('eqmp:action.submit')}
            </Button>
            <Button size="small" onClick={() => setStep({ kind: 'return', row })}>
              {t('eqmp:action.return')}
            </Button>
          </>
        )}
        {r && r.status !== 'delete_requested' && can(roles.requestDelete) && (
          <Button size="small" danger onClick={() => setStep({ kind: 'requestDelete', row })}>
            {t('eqmp:action.requestDelete')}
          </Button>
        )}
        {r?.status === 'delete_requested' && can(roles.review) && (
          <>
            <Button
              size="small"
              danger
              onClick={() => act.mutate({ kind: 'approveDelete', id: r.id })}
            >
              {t('eqmp:action.approveDelete')}
            </Button>
            <Button size="small" onClick={() => setStep({ kind: 'refuseDelete', row })}>
              {t('eqmp:action.refuseDelete')}
            </Button>
          </>
        )}
      </Space>
    );
  };

  const columns: TableColumnsType<EqmpPeriodRow> = [
    { title: t('eqmp:col.period'), dataIndex: 'period' },
    { title: t('eqmp:col.due'), dataIndex: 'due' },
    {
      title: t('eqmp:col.status'),
      key: 'status',
      render: (_, row) => {
        const status = row.report?.status ?? (row.overdue ? 'overdue' : 'pending');
        return <Tag color={STATUS_COLOUR[status]}>{t(`eqmp:status.${status}`)}</Tag>;
      },
    },
    { title: t('eqmp:col.file'), key: 'file', render: (_, row) => row.report?.fileName ?? '–' },
    {
      title: t('eqmp:col.version'),
      key: 'version',
      render: (_, row) => row.report?.currentVersion ?? '–',
    },
    {
      title: t('eqmp:col.uploadedBy'),
      key: 'by',
      render: (_, row) => row.report?.uploadedBy ?? '–',
    },
    {
      title: t('eqmp:col.updatedAt'),
      key: 'at',
      render: (_, row) => formatDateTime(row.report?.updatedAt, language),
    },
    {
      title: t('eqmp:col.remarks'),
      key: 'remarks',
      render: (_, row) => row.report?.remarks ?? '–',
    },
    { title: t('eqmp:col.actions'), key: 'actions', render: (_, row) => actions(row) },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title
        level={3}
        style={{ margin: 0 }}
      >{`${t('eqmp:title')} · ${module}`}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('eqmp:intro')} {t('eqmp:uploadHint')}
      </Typography.Paragraph>
      <Space wrap>
        <Segmented
          aria-label={t('eqmp:periodType.label')}
          value={periodType}
          onChange={(v) => set('periodType', String(v))}
          options={EQMP_PERIOD_TYPES.map((p) => ({ value: p, label: t(`eqmp:periodType.${p}`) }))}
        />
        <InputNumber
          aria-label={t('eqmp:year')}
          min={2000}
          max={2100}
          value={year}
          onChange={(v) => v && set('year', String(v))}
        />
      </Space>
      <Table
        rowKey="period"
        size="small"
        columns={columns}
        dataSource={[...(list.data ?? [])].reverse()}
        loading={list.isLoading}
        pagination={false}
        scroll={{ x: true }}
      />
      <RemarksModal
        open={step !== null}
        title={step ? `${t(`eqmp:action.${step.kind}`)} · ${step.row.period}` : ''}
        required={step?.kind !== 'refuseDelete'}
        saving={act.isPending}
        onOk={(remarks) =>
          step?.row.report && act.mutate({ kind: step.kind, id: step.row.report.id, remarks })
        }
        onCancel={() => setStep(null)}
      />
      <EqmpHistoryModal
        module={module}
        reportId={history?.report?.id ?? null}
        period={history?.period ?? ''}
        onClose={() => setHistory(null)}
        onError={onError}
      />
    </Space>
  );
}

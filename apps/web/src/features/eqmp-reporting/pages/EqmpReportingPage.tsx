import {
  EQMP_PERIOD_TYPES,
  findPageByPath,
  type EqmpModule,
  type EqmpPeriodRow,
} from '@eqmp/domain';
import { useQuery } from '@tanstack/react-query';
import { InputNumber, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { eqmpListQuery } from '../api/eqmp-api';
import { EqmpHistoryModal } from '../components/EqmpHistoryModal';
import { EqmpRowActions } from '../components/EqmpRowActions';
import { RemarksModal } from '../components/RemarksModal';
import { useEqmpColumns } from '../hooks/useEqmpColumns';
import { useEqmpDecision } from '../hooks/useEqmpDecision';
import { useEqmpPeriod } from '../hooks/useEqmpPeriod';
import { IntroPage } from '../../../components/IntroPage';

type Step = { kind: 'return' | 'requestDelete' | 'refuseDelete'; row: EqmpPeriodRow };

/** {module}/report/reporting: the module's EQMP reports per period, their review and deletion. */
export function EqmpReportingPage() {
  const { t } = useTranslation();
  const module = findPageByPath(useLocation().pathname)!.module as EqmpModule;
  const { periodType, year, set } = useEqmpPeriod();
  const list = useQuery(eqmpListQuery(module, periodType, year));
  const [step, setStep] = useState<Step | null>(null);
  const [history, setHistory] = useState<EqmpPeriodRow | null>(null);
  const { act, done, onError } = useEqmpDecision(module, () => setStep(null));
  const columns = useEqmpColumns((row) => (
    <EqmpRowActions
      module={module}
      periodType={periodType}
      row={row}
      decide={(kind, id) => act.mutate({ kind, id })}
      onStep={(kind) => setStep({ kind, row })}
      onHistory={() => setHistory(row)}
      onDone={done}
      onError={onError}
    />
  ));

  return (
    <IntroPage
      title={`${t('eqmp:title')} · ${module}`}
      intro={
        <>
          {t('eqmp:intro')} {t('eqmp:uploadHint')}
        </>
      }
    >
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
    </IntroPage>
  );
}

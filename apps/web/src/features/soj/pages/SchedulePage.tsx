import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session';
import { Card, Col, Progress, Row, Select, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { sojRoundsQuery } from '../api/soj-api';
import { PlanRoundsForm } from '../components/PlanRoundsForm';
import { QueryError } from '../components/QueryError';
import { RoundsTable } from '../components/RoundsTable';
import { SojPageTitle } from '../components/SojPageTitle';
import { quarterProgress, roundYears } from '../utils/schedule-progress';

/** The joint sampling plan: every station's quarterly round and how far each quarter has come; a planner adds rounds. */
export function SchedulePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const canPlan = (useSession().ticked ?? []).includes('Sampling Schedule SOJ');
  const all = useQuery(sojRoundsQuery({}));
  const years = roundYears(all.data ?? []);
  const year = Number(params.get('year')) || years[0];
  const rounds = (all.data ?? []).filter((r) => r.quarter.startsWith(`${year}-`));
  return (
    <>
      <SojPageTitle
        page="schedule"
        extra={
          <Select
            aria-label={t('soj:filter.year')}
            value={year}
            onChange={(y: number) => setParams({ year: String(y) })}
            options={years.map((y) => ({ value: y, label: y }))}
            style={{ width: 120 }}
          />
        }
      />
      <QueryError error={all.error} />
      {canPlan && <PlanRoundsForm />}
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {quarterProgress(rounds).map((q) => (
          <Col key={q.quarter} xs={24} sm={12} lg={6}>
            <Card size="small" title={q.quarter}>
              <Space direction="vertical" style={{ width: '100%' }}>
                {quarterStep(t, q.quarter, 'sampled', q.sampled, q.planned)}
                {quarterStep(t, q.quarter, 'approved', q.approved, q.planned)}
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      <RoundsTable rounds={rounds} loading={all.isLoading} />
    </>
  );
}

/** How many of a quarter's planned rounds reached a step, in words and as a bar (approved in green). */
function quarterStep(
  t: TFunction,
  quarter: string,
  step: 'sampled' | 'approved',
  done: number,
  planned: number,
) {
  return (
    <>
      <Typography.Text>{t(`soj:schedule.${step}`, { done, total: planned })}</Typography.Text>
      <Progress
        percent={Math.round((100 * done) / planned)}
        size="small"
        {...(step === 'approved' ? { status: 'success' as const } : {})}
        aria-label={t(`soj:schedule.${step}Bar`, { quarter })}
      />
    </>
  );
}

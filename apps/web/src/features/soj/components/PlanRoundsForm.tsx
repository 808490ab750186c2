import { SOJ_PLAN_FREQUENCIES, type SojPlanRoundsBody } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PlanFrequencyItem,
  PlanPeriodItems,
  PlanStationsItem,
} from '../../../components/PlanFields';
import { useFormDraft } from '../../../lib/useFormDraft';
import { planRounds, sojStationsQuery } from '../api/soj-api';
import { QueryError } from './QueryError';

/**
 * Plans the programme's rounds as the manual programmes plan their visits: stations, a rhythm
 * (once, or each quarter) and a period typed DD/MM/YYYY (spec §5); one round per station and quarter.
 */
export function PlanRoundsForm() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<SojPlanRoundsBody>();
  useFormDraft(form, 'soj-plan');
  const stations = useQuery(sojStationsQuery);
  const plan = useMutation({
    mutationFn: planRounds,
    onSuccess: (answer) => {
      void message.success(
        t('soj:plan.done', {
          count: answer.planned.length,
          already: answer.alreadyPlanned.length,
        }),
      );
      form.resetFields(['startsOn', 'endsOn']);
      void client.invalidateQueries({ queryKey: ['soj'] });
    },
  });
  return (
    <Card size="small" title={t('soj:plan.title')} style={{ marginBottom: 16 }}>
      <Form<SojPlanRoundsBody>
        form={form}
        layout="vertical"
        initialValues={{ frequency: 'quarterly' }}
        onFinish={(values) => plan.mutate(values)}
      >
        <Row gutter={12}>
          <PlanStationsItem
            name="stationIds"
            label={t('soj:plan.stations')}
            stations={stations.data}
            loading={stations.isLoading}
            multiple
            md={10}
          />
          <PlanFrequencyItem frequencies={SOJ_PLAN_FREQUENCIES} xs={24} md={4} />
          <PlanPeriodItems md={5} />
        </Row>
        <Button type="primary" htmlType="submit" loading={plan.isPending}>
          {t('soj:plan.submit')}
        </Button>
      </Form>
      <QueryError error={plan.error} />
    </Card>
  );
}

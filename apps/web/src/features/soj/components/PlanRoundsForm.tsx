import { SOJ_PLAN_FREQUENCIES, type SojPlanRoundsBody } from '@eqmp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { typedDayRule } from '../../../lib/typed-day-rule';
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
  const required = { required: true, message: t('sampling:field.required') };
  const dateRule = typedDayRule(t);
  return (
    <Card size="small" title={t('soj:plan.title')} style={{ marginBottom: 16 }}>
      <Form<SojPlanRoundsBody>
        form={form}
        layout="vertical"
        initialValues={{ frequency: 'quarterly' }}
        onFinish={(values) => plan.mutate(values)}
      >
        <Row gutter={12}>
          <Col xs={24} md={10}>
            <Form.Item name="stationIds" label={t('soj:plan.stations')} rules={[required]}>
              <Select
                mode="multiple"
                showSearch
                optionFilterProp="label"
                loading={stations.isLoading}
                options={(stations.data ?? []).map((s) => ({
                  value: s.id,
                  label: `${s.id} — ${s.name}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item name="frequency" label={t('sampling:field.frequency')}>
              <Select
                options={SOJ_PLAN_FREQUENCIES.map((f) => ({
                  value: f,
                  label: t(`sampling:frequency.${f}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item
              name="startsOn"
              label={t('sampling:field.startsOn')}
              rules={[required, dateRule]}
            >
              <Input placeholder="DD/MM/YYYY" inputMode="numeric" maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item
              name="endsOn"
              label={t('sampling:field.endsOn')}
              rules={[required, dateRule]}
            >
              <Input placeholder="DD/MM/YYYY" inputMode="numeric" maxLength={10} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={plan.isPending}>
          {t('soj:plan.submit')}
        </Button>
      </Form>
      <QueryError error={plan.error} />
    </Card>
  );
}

import { formTime } from '@eqmp/domain';
import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A visit's date (DD/MM/YYYY) and time as typed, each checked by the spec §5 rules; the time's
 * rounded value is shown under it.
 */
export function FieldWhenFields({ when }: { when: ReturnType<typeof formTime> }) {
  const { t } = useTranslation();
  return (
    <>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name="date"
          label={t('sampling:field.date')}
          rules={[
            {
              validator: async (_, v: string) => {
                const r = formTime(v ?? '', '00:00');
                if (!r.ok) throw new Error(t(`errors:code.${r.code}`));
              },
            },
          ]}
        >
          <Input placeholder="DD/MM/YYYY" inputMode="numeric" maxLength={10} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name="time"
          label={t('sampling:field.time')}
          extra={
            when.ok ? t('sampling:field.rounded', { time: when.value.time.slice(0, 5) }) : undefined
          }
          rules={[
            {
              validator: async (_, v: string) => {
                const r = formTime('01/01/2000', v ?? '');
                if (!r.ok) throw new Error(t(`errors:code.${r.code}`));
              },
            },
          ]}
        >
          <Input placeholder="HH:MM" maxLength={20} />
        </Form.Item>
      </Col>
    </>
  );
}

import { UploadOutlined } from '@ant-design/icons';
import {
  formTime,
  WEATHER_CODES,
  type SampleItem,
  type SamplingStation,
  localDayKey,
  localIsoText,
} from '@eqmp/domain';
import { App, Button, Checkbox, Col, Form, Input, Radio, Row, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadPhoto } from '../api/sampling-api';
import { useFieldSave, type FieldValues as Values } from '../hooks/useFieldSave';
import { FieldWhenFields } from './FieldWhenFields';
import { QueryError } from './QueryError';
import { useFormDraft } from '../../../lib/useFormDraft';
import { formatDay } from '../../../lib/format';

/** The time now in Kuala Lumpur, `HH:mm`. */
const nowTime = () => localIsoText(Date.now()).slice(11, 16);

/**
 * The field team's record of one visit, laid out for a tablet: when (DD/MM/YYYY and the time as
 * typed, by the spec §5 rules, shown rounded before saving), weather, observations, the station's
 * in-situ readings as read (`<x` and `ND` allowed), photos, and whether the sample leaves for the lab.
 */
export function FieldForm({
  sample,
  station,
  onSaved,
}: {
  sample: SampleItem;
  station: SamplingStation | undefined;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  // Typed input outlives a session that ends before it is sent.
  useFormDraft(form, 'field-entry');
  const date = Form.useWatch('date', form) ?? '';
  const time = Form.useWatch('time', form) ?? '';
  const when = formTime(date, time);
  const inSitu = (station?.parameters ?? []).filter((p) => p.inSitu);
  const save = useFieldSave(sample, onSaved);
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      size="large"
      initialValues={{
        date: formatDay(localDayKey(new Date())),
        time: nowTime(),
        team: sample.team ?? '',
        weather: 'sunny',
        dispatch: true,
        readings: {},
      }}
      onFinish={(v) => save.mutate(v)}
    >
      <Row gutter={16}>
        <FieldWhenFields when={when} />
        <Col xs={24} lg={12}>
          <Form.Item name="team" label={t('sampling:field.team')}>
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="weather" label={t('sampling:field.weather')}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={WEATHER_CODES.map((w) => ({ value: w, label: t(`sampling:weather.${w}`) }))}
            />
          </Form.Item>
        </Col>
        {inSitu.map((p) => (
          <Col xs={12} sm={8} lg={6} key={p.code}>
            <Form.Item name={['readings', p.code]} label={`${p.code} (${p.unit})`}>
              <Input inputMode="decimal" maxLength={40} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24}>
          <Form.Item name="observations" label={t('sampling:field.observations')}>
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Typography.Paragraph type="secondary">
            {t('sampling:field.photosHint')}
          </Typography.Paragraph>
          <Upload
            accept="image/jpeg,image/png,image/webp"
            listType="picture"
            customRequest={({ file, onSuccess, onError }) => {
              uploadPhoto(sample.id, file as File).then(
                (r) => onSuccess?.(r),
                (e: Error) => {
                  void message.error(e.message);
                  onError?.(e);
                },
              );
            }}
          >
            <Button icon={<UploadOutlined />}>{t('sampling:field.addPhoto')}</Button>
          </Upload>
        </Col>
        <Col xs={24} style={{ marginTop: 16 }}>
          <Form.Item name="dispatch" valuePropName="checked">
            <Checkbox>{t('sampling:field.dispatch')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending} block>
            {t('sampling:field.save')}
          </Button>
        </Col>
      </Row>
      <QueryError error={save.error} />
    </Form>
  );
}

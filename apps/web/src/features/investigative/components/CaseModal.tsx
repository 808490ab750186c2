import {
  CASE_ID_PATTERN,
  formDate,
  isoToDmy,
  type CaseItem,
  type Cases,
  type InvestigativeModule,
} from '@eqmp/domain';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormProblems } from '../../../components/FormProblems';
import { useFormSave } from '../../../components/useFormSave';
import { createCase, investigativeKeys, updateCase } from '../api/investigative-api';
import { FormModal } from '../../../components/FormModal';

interface CaseFormValues {
  id: string;
  stateId: number | null;
  caseTitle: string;
  caseStartDate: string;
  year: number;
  stationIds: string[];
}

const formValues = (found: CaseItem): CaseFormValues => {
  const start = isoToDmy(found.caseStartDate);
  return {
    id: found.id,
    stateId: found.stateId,
    caseTitle: found.caseTitle,
    caseStartDate: start.ok ? start.value : found.caseStartDate,
    year: found.year,
    stationIds: found.stations.map((s) => s.id),
  };
};

/**
 * Registers or changes an investigative case (spec §3: REPORT_ID, STATE, CASE_TITLE,
 * CASE_START_DATE, YEAR) and picks its stations among the module's. The start date is typed
 * DD/MM/YYYY (spec §5). The REPORT_ID is the case's key: fixed once registered. The server's
 * refusals (an ID in use, a station of another module) stay in the form.
 */
export function CaseModal({
  module,
  found,
  options,
  onClose,
}: {
  module: InvestigativeModule;
  found: CaseItem | null;
  options: Pick<Cases, 'stations' | 'states'>;
  onClose: (savedYear?: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CaseFormValues>();
  const { mutation: save, problems } = useFormSave({
    save: ({ id, ...values }: CaseFormValues) => {
      const body = { ...values, stateId: values.stateId ?? null };
      return found
        ? updateCase(found.id, body)
        : createCase({ module, id: id.trim().toUpperCase(), case: body });
    },
    refresh: investigativeKeys.all,
    savedKey: 'investigative:form.saved',
    onSaved: (_, values) => onClose(values.year),
  });
  const required = (key: string) => ({
    required: true,
    message: t('investigative:form.required', { field: t(`investigative:form.${key}`) }),
  });

  return (
    <FormModal
      form={form}
      draft={found ? `case-${found.id}` : 'case-new'}
      open
      title={
        found
          ? t('investigative:form.editTitle', { id: found.id })
          : t('investigative:form.createTitle')
      }
      width={720}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
    >
      <Form<CaseFormValues>
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
        initialValues={
          found
            ? formValues(found)
            : { stateId: null, year: new Date().getFullYear(), stationIds: [] }
        }
      >
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="id"
              label={t('investigative:form.id')}
              extra={found ? undefined : t('investigative:form.idHint')}
              rules={[
                required('id'),
                {
                  validator: (_: unknown, value: string | undefined) =>
                    !value || CASE_ID_PATTERN.test(value.trim().toUpperCase())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('investigative:errors.idFormat'))),
                },
              ]}
            >
              <Input maxLength={40} disabled={found !== null} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="stateId" label={t('investigative:form.state')}>
              <Select
                allowClear
                placeholder={t('investigative:form.noState')}
                options={options.states.map((s) => ({ value: s.id, label: s.name }))}
                onClear={() => form.setFieldValue('stateId', null)}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="caseTitle"
          label={t('investigative:form.caseTitle')}
          rules={[required('caseTitle')]}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={12}>
            <Form.Item
              name="caseStartDate"
              label={t('investigative:form.startDate')}
              rules={[
                required('startDate'),
                {
                  validator: (_: unknown, value: string | undefined) => {
                    if (!value) return Promise.resolve();
                    const date = formDate(value);
                    return date.ok
                      ? Promise.resolve()
                      : Promise.reject(new Error(t(`errors:code.${date.code}`)));
                  },
                },
              ]}
            >
              <Input maxLength={10} placeholder="DD/MM/YYYY" />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="year"
              label={t('investigative:form.year')}
              extra={t('investigative:form.yearHint')}
              rules={[required('year')]}
            >
              <InputNumber min={2000} max={2100} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="stationIds"
          label={t('investigative:form.stations')}
          rules={[required('stations')]}
        >
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={options.stations.map((s) => ({ value: s.id, label: `${s.id} ${s.name}` }))}
          />
        </Form.Item>
        <FormProblems problems={problems} />
      </Form>
    </FormModal>
  );
}

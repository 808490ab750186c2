import type { QueryChoices } from '@eqmp/domain';
import { Col, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueryState } from '../utils/query-state';

/** One choice of the outputs: a select named `query:<name>.label` offering `query:<name>.<value>`. */
function ChoiceSetting<K extends 'interval' | 'level' | 'by'>({
  name,
  values,
  testId,
  draft,
  onChange,
}: {
  name: K;
  values: readonly QueryState[K][];
  testId?: string;
  draft: QueryState;
  onChange: (next: QueryState) => void;
}) {
  const { t } = useTranslation();
  const label = t(`query:${name}.label`);
  return (
    <Col xs={12} md={6} xl={4}>
      <Form.Item label={label}>
        <Select
          aria-label={label}
          data-testid={testId}
          value={draft[name]}
          onChange={(value) => onChange({ ...draft, [name]: value })}
          options={values.map((v) => ({ value: v, label: t(`query:${name}.${v}`) }))}
        />
      </Form.Item>
    </Col>
  );
}

/**
 * The settings of the outputs: the interval, the data level for those who may choose it, the
 * cross-tab's layout, the frequency classes and the wind rose's speed classes.
 */
export function QueryOutputSettings({
  choices,
  draft,
  onChange,
}: {
  choices: QueryChoices;
  draft: QueryState;
  onChange: (next: QueryState) => void;
}) {
  const { t } = useTranslation();
  const setting = { draft, onChange };
  return (
    <>
      <ChoiceSetting name="interval" values={['hour', 'day', 'month']} {...setting} />
      {choices.canChooseLevel && (
        <ChoiceSetting
          name="level"
          values={['validated', 'raw']}
          testId="query-level"
          {...setting}
        />
      )}
      <ChoiceSetting name="by" values={['site', 'time']} {...setting} />
      <Col xs={12} md={6} xl={4}>
        <Form.Item label={t('query:filter.classes')}>
          <InputNumber
            aria-label={t('query:filter.classes')}
            min={1}
            max={50}
            style={{ width: '100%' }}
            value={draft.classes ? Number(draft.classes) : null}
            onChange={(n) => onChange({ ...draft, classes: n ? String(n) : undefined })}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={8}>
        <Form.Item
          label={t('query:filter.speedClasses')}
          extra={t('query:filter.speedClassesHelp')}
        >
          <Input
            aria-label={t('query:filter.speedClasses')}
            placeholder="0.5,2,4,6,8,10"
            value={draft.speedClasses ?? ''}
            onChange={(e) =>
              onChange({ ...draft, speedClasses: e.target.value.replace(/\s/g, '') || undefined })
            }
          />
        </Form.Item>
      </Col>
    </>
  );
}

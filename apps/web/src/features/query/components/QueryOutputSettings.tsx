import type { QueryChoices } from '@eqmp/domain';
import { Col, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { QueryState } from '../utils/query-state';

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
  return (
    <>
      <Col xs={12} md={6} xl={4}>
        <Form.Item label={t('query:interval.label')}>
          <Select
            aria-label={t('query:interval.label')}
            value={draft.interval}
            onChange={(interval) => onChange({ ...draft, interval })}
            options={(['hour', 'day', 'month'] as const).map((v) => ({
              value: v,
              label: t(`query:interval.${v}`),
            }))}
          />
        </Form.Item>
      </Col>
      {choices.canChooseLevel && (
        <Col xs={12} md={6} xl={4}>
          <Form.Item label={t('query:level.label')}>
            <Select
              aria-label={t('query:level.label')}
              data-testid="query-level"
              value={draft.level}
              onChange={(level) => onChange({ ...draft, level })}
              options={(['validated', 'raw'] as const).map((v) => ({
                value: v,
                label: t(`query:level.${v}`),
              }))}
            />
          </Form.Item>
        </Col>
      )}
      <Col xs={12} md={6} xl={4}>
        <Form.Item label={t('query:by.label')}>
          <Select
            aria-label={t('query:by.label')}
            value={draft.by}
            onChange={(by) => onChange({ ...draft, by })}
            options={(['site', 'time'] as const).map((v) => ({
              value: v,
              label: t(`query:by.${v}`),
            }))}
          />
        </Form.Item>
      </Col>
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

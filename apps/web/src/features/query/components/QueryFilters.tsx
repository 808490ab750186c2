import {
  displayUnit,
  MAX_PARAMETERS_ONE_STATION,
  MAX_PARAMETERS_SEVERAL_STATIONS,
  type QueryChoices,
} from '@eqmp/domain';
import { Button, Col, DatePicker, Form, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { MultiSelectAll } from '../../../components/MultiSelectAll';
import { cascadeChoices, pruneFilters } from '../utils/cascade';
import type { QueryState } from '../utils/query-state';
import { QueryOutputSettings } from './QueryOutputSettings';

type ListName = 'states' | 'basins' | 'rivers' | 'categories' | 'stations' | 'parameters';

/**
 * The query options of spec §2: date range, states, basins, rivers, station categories, stations
 * and parameters (each with select-all, cascading downwards), the data level for those who may
 * choose it, and the settings of the outputs.
 */
export function QueryFilters({
  choices,
  draft,
  onChange,
  onGenerate,
}: {
  choices: QueryChoices;
  draft: QueryState;
  onChange: (next: QueryState) => void;
  onGenerate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const offered = cascadeChoices(choices, draft);
  const parameterOptions = choices.parameters.map((p) => ({
    value: p.code,
    label: `${i18n.language === 'ms' ? p.nameMs : p.nameEn} (${displayUnit(p.unit)})`,
  }));
  const setList = (name: ListName) => (value: string[]) =>
    onChange(
      name === 'parameters'
        ? { ...draft, parameters: value }
        : pruneFilters(choices, { ...draft, [name]: value }),
    );
  const list = (name: ListName, options: { value: string; label: string }[]) => (
    <Col xs={24} md={12} xl={8}>
      <Form.Item label={t(`query:filter.${name}`)}>
        <MultiSelectAll
          options={options}
          value={draft[name]}
          onChange={setList(name)}
          placeholder={t(`query:filter.${name}`)}
          testId={`query-${name}`}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </Col>
  );

  return (
    <Form layout="vertical" onFinish={onGenerate}>
      <Row gutter={16}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item label={t('query:filter.dateRange')}>
            <DatePicker.RangePicker
              aria-label={t('query:filter.dateRange')}
              style={{ width: '100%' }}
              value={draft.from && draft.to ? [dayjs(draft.from), dayjs(draft.to)] : null}
              onChange={(range) =>
                onChange({
                  ...draft,
                  from: range?.[0]?.format('YYYY-MM-DD'),
                  to: range?.[1]?.format('YYYY-MM-DD'),
                })
              }
            />
          </Form.Item>
        </Col>
        {list('states', offered.states)}
        {/* Basins and rivers show where the module's stations have them (water, not air). */}
        {choices.basins.length > 0 && list('basins', offered.basins)}
        {choices.rivers.length > 0 && list('rivers', offered.rivers)}
        {list('categories', offered.categories)}
        {list('stations', offered.stations)}
        {list('parameters', parameterOptions)}
        <QueryOutputSettings choices={choices} draft={draft} onChange={onChange} />
      </Row>
      <Typography.Paragraph type="secondary">
        {t('query:filter.graphRule', {
          one: MAX_PARAMETERS_ONE_STATION,
          several: MAX_PARAMETERS_SEVERAL_STATIONS,
        })}
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" data-testid="query-generate">
        {t('query:filter.generate')}
      </Button>
    </Form>
  );
}

import { Col, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { typedDayRule } from '../lib/typed-day-rule';
import { StationSelect } from './StationSelect';

/** The fields a sampling plan shares in every programme that plans its visits or rounds. */
interface Station {
  readonly id: string;
  readonly name: string;
}

/** The station (or stations) a plan is for, searchable by id and name. */
export function PlanStationsItem({
  name,
  label,
  stations,
  loading,
  multiple = false,
  md,
}: {
  name: string;
  label: string;
  stations: readonly Station[] | undefined;
  loading: boolean;
  multiple?: boolean;
  md: number;
}) {
  const { t } = useTranslation();
  return (
    <Col xs={24} md={md}>
      <Form.Item
        name={name}
        label={label}
        rules={[{ required: true, message: t('sampling:field.required') }]}
      >
        <StationSelect
          {...(multiple ? { mode: 'multiple' as const } : {})}
          loading={loading}
          stations={stations}
        />
      </Form.Item>
    </Col>
  );
}

/** How often the plan's visits come, from the frequencies the programme allows. */
export function PlanFrequencyItem({
  frequencies,
  xs,
  md,
}: {
  frequencies: readonly string[];
  xs: number;
  md: number;
}) {
  const { t } = useTranslation();
  return (
    <Col xs={xs} md={md}>
      <Form.Item name="frequency" label={t('sampling:field.frequency')}>
        <Select
          options={frequencies.map((f) => ({ value: f, label: t(`sampling:frequency.${f}`) }))}
        />
      </Form.Item>
    </Col>
  );
}

/** The plan's first and last day, typed DD/MM/YYYY (spec §5). */
export function PlanPeriodItems({ md }: { md: number }) {
  const { t } = useTranslation();
  const rules = [{ required: true, message: t('sampling:field.required') }, typedDayRule(t)];
  return (
    <>
      {(['startsOn', 'endsOn'] as const).map((name) => (
        <Col key={name} xs={12} md={md}>
          <Form.Item name={name} label={t(`sampling:field.${name}`)} rules={rules}>
            <Input placeholder="DD/MM/YYYY" inputMode="numeric" maxLength={10} />
          </Form.Item>
        </Col>
      ))}
    </>
  );
}

import type { SampleState } from '@eqmp/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOUR: Readonly<Record<SampleState, string>> = {
  planned: 'default',
  collected: 'cyan',
  in_transit: 'blue',
  received: 'blue',
  in_analysis: 'purple',
  lab_verified: 'gold',
  reviewed: 'orange',
  approved: 'green',
  published: 'success',
  not_collected: 'volcano',
  rejected: 'red',
  invalidated: 'magenta',
};

/** A sample's custody state as a coloured tag with its name (the colour is never the only sign). */
export function StateTag({ state }: { state: SampleState }) {
  const { t } = useTranslation();
  return <Tag color={COLOUR[state]}>{t(`sampling:state.${state}`)}</Tag>;
}

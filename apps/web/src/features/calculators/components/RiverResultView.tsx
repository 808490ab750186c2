import { RIVER_CLASS_COLOURS, type RiverKey, type RiverResult } from '@eqmp/domain';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { RIVER_FIELDS } from '../utils/calculator-fields';
import { formatValue } from '../utils/format';
import { CategoryTag } from './CategoryTag';
import { IndexResultCard, type ResultViewProps } from './IndexResultCard';
import { StandardsCitation } from './StandardsCitation';
import { SubIndexPanel } from './SubIndexPanel';
import { useSubIndexRows } from '../hooks/useSubIndexRows';

/**
 * A DOE-WQI result: index, class and status, every sub-index, the definition used. Sub-index bars
 * share the theme's colour: classes are defined for the WQI, not for single sub-indices.
 */
export function RiverResultView({ result, input }: ResultViewProps<RiverResult, RiverKey>) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const rows = useSubIndexRows(RIVER_FIELDS, input, result.subindex);
  const classText =
    result.class === 'NA'
      ? t('calculators:result.na')
      : t('calculators:river.classValue', { class: result.class });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <IndexResultCard
        title={t('calculators:river.result')}
        value={
          result.wqi === null ? t('calculators:result.na') : formatValue(result.wqi, language, 2)
        }
        tag={
          <CategoryTag colour={RIVER_CLASS_COLOURS[result.class]} large>
            {classText}
          </CategoryTag>
        }
        unrounded={result.wqi}
        details={[
          {
            key: 'status',
            label: t('calculators:river.statusLabel'),
            value: t(`calculators:river.status.${result.status}`),
          },
          { key: 'class', label: t('calculators:river.classLabel'), value: classText },
        ]}
      />
      <SubIndexPanel
        rows={rows}
        max={100}
        reference={{ value: result.wqi, label: t('calculators:river.short') }}
      />
      <StandardsCitation items={[{ standard: result.standard }]} />
    </Space>
  );
}

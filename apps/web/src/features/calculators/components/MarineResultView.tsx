import { MARINE_CATEGORY_COLOURS, type MarineKey, type MarineResult } from '@eqmp/domain';
import { Alert, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../lib/preferences';
import { MARINE_FIELDS } from '../utils/calculator-fields';
import { formatValue } from '../utils/format';
import { CategoryTag } from './CategoryTag';
import { IndexResultCard, type ResultViewProps } from './IndexResultCard';
import { StandardsCitation } from './StandardsCitation';
import { SubIndexPanel } from './SubIndexPanel';
import { useSubIndexRows } from '../hooks/useSubIndexRows';

/** An MMWQI result: index, category by location type, every sub-index, and whether it is provisional. */
export function MarineResultView({ result, input }: ResultViewProps<MarineResult, MarineKey>) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const rows = useSubIndexRows(MARINE_FIELDS, input, result.subindex);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <IndexResultCard
        title={t('calculators:marine.result')}
        value={
          result.index === null
            ? t('calculators:result.na')
            : formatValue(result.index, language, 2)
        }
        tag={
          <Space size="small" wrap>
            <CategoryTag colour={MARINE_CATEGORY_COLOURS[result.category]} large>
              {t(`calculators:marine.category.${result.category}`)}
            </CategoryTag>
            {result.provisional && (
              <Tag color="warning">{t('calculators:marine.provisionalTag')}</Tag>
            )}
          </Space>
        }
        unrounded={result.index}
        details={[
          {
            key: 'location',
            label: t('calculators:marine.locationType'),
            value: t(`calculators:locationType.${result.locationType}`),
          },
        ]}
      >
        {result.provisional && (
          <Alert type="warning" showIcon title={t('calculators:marine.provisionalResult')} />
        )}
      </IndexResultCard>
      <SubIndexPanel
        rows={rows}
        max={100}
        reference={{ value: result.index, label: t('calculators:marine.short') }}
      />
      <StandardsCitation items={[{ standard: result.standard }]} />
    </Space>
  );
}

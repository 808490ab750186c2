import {
  AIR_CATEGORY_COLOURS,
  type ApiCategory,
  classifyApi,
  type AirKey,
  type AirResult,
} from '@eqmp/domain';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AIR_FIELDS } from '../utils/calculator-fields';
import { CategoryTag } from './CategoryTag';
import { IndexResultCard, type ResultViewProps } from './IndexResultCard';
import { StandardsCitation } from './StandardsCitation';
import { SubIndexPanel } from './SubIndexPanel';

/** How loudly the health advice is shown for each band. */
const ADVICE_TYPE: Readonly<Record<ApiCategory, 'success' | 'info' | 'warning' | 'error'>> = {
  GOOD: 'success',
  MODERATE: 'success',
  UNHEALTHY: 'warning',
  VERY_UNHEALTHY: 'warning',
  HAZARDOUS: 'error',
  NO_DATA: 'info',
};

/** An API result: the index with its mark and category, the advice, every sub-index, the tables used. */
export function AirResultView({ result, input }: ResultViewProps<AirResult, AirKey>) {
  const { t } = useTranslation();
  const codeOf = (key: AirKey) => AIR_FIELDS.find((f) => f.key === key)?.code ?? key;
  const label = (key: AirKey) => t(`calculators:parameter.${codeOf(key)}`);
  const rows = AIR_FIELDS.map((field) => {
    const subIndex = result.subindex[field.key];
    return {
      key: field.key,
      label: label(field.key),
      symbol: t(`calculators:symbol.${field.code}`),
      unit: t(`calculators:unit.${field.unit}`),
      input: input[field.key],
      subIndex,
      colour: AIR_CATEGORY_COLOURS[classifyApi(subIndex ?? null).category],
    };
  });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <IndexResultCard
        title={t('calculators:air.result')}
        value={
          result.displayApi === null
            ? t('calculators:result.na')
            : `${result.displayApi}${result.symbol ?? ''}`
        }
        tag={
          <CategoryTag colour={AIR_CATEGORY_COLOURS[result.category]} large>
            {t(`calculators:air.category.${result.category}`)}
          </CategoryTag>
        }
        unrounded={result.api}
        details={[
          {
            key: 'dominant',
            label: t('calculators:air.dominant'),
            value: result.dominantPollutants.map(label).join(', ') || '–',
          },
          { key: 'symbol', label: t('calculators:air.symbol'), value: result.symbol ?? '–' },
          {
            key: 'pm25',
            label: t('calculators:air.pm25Table'),
            value: t(`calculators:air.pm25TableName.${result.pm25Table}`),
          },
        ]}
      >
        {result.advice && (
          <Alert
            type={ADVICE_TYPE[result.category]}
            showIcon
            title={t('calculators:air.adviceTitle')}
            description={
              <>
                <div>{t(`calculators:air.advice.${result.advice}`)}</div>
                {result.emergency && <strong>{t('calculators:air.emergency')}</strong>}
              </>
            }
          />
        )}
      </IndexResultCard>
      <SubIndexPanel
        rows={rows}
        reference={{ value: result.api, label: t('calculators:air.short') }}
      />
      <StandardsCitation
        items={result.standards.map((standard) => ({ label: label(standard.pollutant), standard }))}
      />
    </Space>
  );
}

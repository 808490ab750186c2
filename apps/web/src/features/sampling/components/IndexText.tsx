import type { SampleDetail } from '@eqmp/domain';
import { useTranslation } from 'react-i18next';

type Index = NonNullable<SampleDetail['index']>;

/** A sample's index as the calculators name it: WQI and class, MMWQI and category, API and category. */
export function IndexText({ index }: { index: Index | null }) {
  const { t } = useTranslation();
  if (!index || index.value === null) return <>{t('sampling:index.na')}</>;
  const value = index.kind === 'api' ? String(index.value) : index.value.toFixed(1);
  const category =
    index.kind === 'wqi'
      ? t('sampling:index.class', { cls: index.category })
      : index.kind === 'mwqi'
        ? t(`calculators:marine.category.${index.category}`)
        : t(`calculators:air.category.${index.category}`);
  return <>{`${t(`sampling:index.${index.kind}`)} ${value} — ${category}`}</>;
}

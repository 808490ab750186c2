import { MARINE_CATEGORY_COLOURS, RIVER_CLASS_COLOURS, type PublicWaterMedium } from '@eqmp/domain';
import { useTranslation } from 'react-i18next';
import { ClassSwatch } from '../../../components/ClassSwatch';

/** The class (or category) label and colour of a station's latest value; no data when none. */
export function StationClass({
  medium,
  category,
}: {
  medium: PublicWaterMedium;
  category: string | null;
}) {
  const { t } = useTranslation();
  if (category === null) return <>{t('maps:class.noData')}</>;
  return medium === 'river' ? (
    <ClassSwatch
      colour={RIVER_CLASS_COLOURS[category as keyof typeof RIVER_CLASS_COLOURS]}
      label={t(`maps:class.river.${category}`)}
    />
  ) : (
    <ClassSwatch
      colour={MARINE_CATEGORY_COLOURS[category as keyof typeof MARINE_CATEGORY_COLOURS]}
      label={t(`maps:class.marineCategory.${category}`)}
    />
  );
}

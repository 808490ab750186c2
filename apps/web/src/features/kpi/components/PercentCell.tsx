import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';

/**
 * A percentage in the user's language; below `target` it shows in the theme's error colour,
 * at or above it in the success colour (both follow light and dark mode).
 */
export function PercentCell({ value, target }: { value: number | null; target?: number }) {
  const { t } = useTranslation();
  const { language } = usePreferences();
  if (value === null) return <>–</>;
  const type = target === undefined ? undefined : value < target ? 'danger' : 'success';
  return (
    <Typography.Text type={type} strong={type === 'danger'}>
      {t('kpi:percent', { value: formatNumber(value, language, 1) })}
    </Typography.Text>
  );
}

import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCalculatorModule } from '../hooks/useCalculatorModule';

/** Title of a calculator page, the module it was opened from, and what the calculator does. */
export function CalculatorHeader({ titleKey, introKey }: { titleKey: string; introKey: string }) {
  const { t } = useTranslation();
  const module = useCalculatorModule();
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(titleKey)}
      </Typography.Title>
      {module && <Typography.Text type="secondary">{t(`common:module.${module}`)}</Typography.Text>}
      <Typography.Paragraph
        type="secondary"
        style={{ marginTop: 8, marginBottom: 0, maxWidth: 900 }}
      >
        {t(introKey)}
      </Typography.Paragraph>
    </div>
  );
}

import type { Confidence } from '@eqmp/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** AntD status colours: they follow the light or dark theme. */
const COLOUR: Readonly<Record<Confidence, string>> = {
  CONFIRMED: 'success',
  SINGLE: 'processing',
  CONFLICT: 'warning',
  UNVERIFIED: 'default',
};

/** How sure we are of a published number (design/INDICES.md status labels). */
export function ConfidenceTag({ confidence }: { confidence: Confidence }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOUR[confidence]} title={t(`calculators:confidenceHint.${confidence}`)}>
      {t(`calculators:confidence.${confidence}`)}
    </Tag>
  );
}

import type { Language } from '@eqmp/locales';
import { useTranslation } from 'react-i18next';

type Values = Readonly<Record<string, string | number>>;

/**
 * One phrase in English and Malay together, English first, each marked with its language so a
 * screen reader pronounces it right. A phrase that reads the same in both is shown once.
 */
export function Bilingual({
  k,
  values,
  className,
}: {
  k: string;
  values?: Values | ((language: Language) => Values);
  className?: string;
}) {
  const { i18n } = useTranslation();
  const text = (language: Language) =>
    i18n.getFixedT(language)(k, typeof values === 'function' ? values(language) : values);
  const en = text('en');
  const ms = text('ms');
  return (
    <span className={`signage-bilingual ${className ?? ''}`}>
      <span lang="en" className="signage-en">
        {en}
      </span>
      {ms !== en && (
        <span lang="ms" className="signage-ms">
          {ms}
        </span>
      )}
    </span>
  );
}

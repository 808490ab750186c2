import type { Language } from '@eqmp/locales';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import msMY from 'antd/locale/ms_MY';
import { PICKER_FORMATS } from './format';

/** Ant Design's texts in the language, with every date picker on the portal's formats (`lib/format`). */
function withPortalDates(locale: Locale): Locale {
  const picker = locale.DatePicker;
  if (!picker) return locale;
  return {
    ...locale,
    DatePicker: { ...picker, lang: { ...picker.lang, ...PICKER_FORMATS } },
  };
}

const LOCALES: Readonly<Record<Language, Locale>> = {
  en: withPortalDates(enUS),
  ms: withPortalDates(msMY),
};

export const antdLocale = (language: Language): Locale => LOCALES[language];

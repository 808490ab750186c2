import { NAMESPACES, resources } from '@eqmp/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageFromStored } from '@eqmp/locales';
import { STORAGE_KEYS } from '@eqmp/domain';

function initialLanguage() {
  try {
    return languageFromStored(localStorage.getItem(STORAGE_KEYS.language));
  } catch {
    return 'en' as const;
  }
}

/** One i18next instance over the shared catalogues; keys are `namespace:path`. */
export const i18n = i18next.createInstance();

/** Settles once the catalogues are loaded; the start awaits it, so a failure is a boot error. */
export const i18nReady = i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: false,
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

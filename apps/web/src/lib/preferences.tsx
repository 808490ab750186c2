import { STORAGE_KEYS } from '@eqmp/domain';
import { LANGUAGE_TAGS, languageFromStored, type Language } from '@eqmp/locales';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { i18n } from './i18n';
import { prefersReducedMotion, subscribeReducedMotion } from './motion';

export type ThemeMode = 'light' | 'dark';

interface Preferences {
  readonly language: Language;
  readonly theme: ThemeMode;
  /** The device asks for less motion (`prefers-reduced-motion`): components and charts appear without animating. */
  readonly reducedMotion: boolean;
  setLanguage: (language: Language) => void;
  setTheme: (theme: ThemeMode) => void;
}

const PreferencesContext = createContext<Preferences | null>(null);

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be disabled (private mode); the choice then lasts for this visit only.
  }
}

/** The stored language (spec: `lang_eqmp`; English unless another value is stored). */
export function storedLanguage(): Language {
  return languageFromStored(read(STORAGE_KEYS.language));
}

export function storedTheme(): ThemeMode {
  return read(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

/** Language and theme: the only view state kept outside the URL, remembered in localStorage. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(storedLanguage);
  const [theme, setThemeState] = useState<ThemeMode>(storedTheme);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion);

  const setLanguage = useCallback((next: Language) => {
    write(STORAGE_KEYS.language, LANGUAGE_TAGS[next]);
    void i18n.changeLanguage(next);
    document.documentElement.lang = next;
    setLanguageState(next);
  }, []);

  const setTheme = useCallback((next: ThemeMode) => {
    write(STORAGE_KEYS.theme, next);
    document.documentElement.dataset.theme = next;
    setThemeState(next);
  }, []);

  const value = useMemo(
    () => ({ language, theme, reducedMotion, setLanguage, setTheme }),
    [language, theme, reducedMotion, setLanguage, setTheme],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside PreferencesProvider');
  return value;
}

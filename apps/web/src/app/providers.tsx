import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/ms-my';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { antdLocale } from '../lib/antd-locale';
import { i18n } from '../lib/i18n';
import { PreferencesProvider, usePreferences } from '../lib/preferences';
import { createQueryClient } from '../lib/query-client';
import { useAccessibleNames } from '../lib/useAccessibleNames';
import { cssColourVariables, themeConfig } from '../lib/theme';

function ThemedApp({ children }: { children: ReactNode }) {
  const { language, theme, reducedMotion } = usePreferences();
  useAccessibleNames();
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dataset.theme = theme;
    dayjs.locale(language === 'ms' ? 'ms-my' : 'en');
    for (const [name, value] of Object.entries(cssColourVariables(theme))) {
      document.documentElement.style.setProperty(name, value);
    }
  }, [language, theme]);
  return (
    <ConfigProvider locale={antdLocale(language)} theme={themeConfig(theme, reducedMotion)}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** Everything that does not need the router: server state, language, theme, components. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <PreferencesProvider>
          <ThemedApp>{children}</ThemedApp>
        </PreferencesProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

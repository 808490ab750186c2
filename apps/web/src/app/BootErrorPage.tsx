import { resources, type Language } from '@eqmp/locales';

/**
 * Shown instead of a blank screen when the portal cannot start (spec §8: boot errors). It needs
 * neither i18next nor Ant Design, either of which may be what failed: it reads its three texts
 * straight from the catalogue of the chosen language.
 */
export function BootErrorPage({ language }: { language: Language }) {
  const texts = resources[language].common.boot;
  return (
    <main role="alert" lang={language} style={{ maxWidth: 560, margin: '15vh auto', padding: 24 }}>
      <h1 style={{ fontSize: 24, marginBottom: 12 }}>{texts.title}</h1>
      <p style={{ marginBottom: 24 }}>{texts.body}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {texts.reload}
      </button>
    </main>
  );
}

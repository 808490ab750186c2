import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { nameUnnamedControls } from './accessible-names';

/** Keeps every control on the page named as pages render and change (see accessible-names.ts). */
export function useAccessibleNames(): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const texts = { scrollableTable: t('a11y:table.scrollable'), progress: t('a11y:progress') };
    let frame = 0;
    const run = () => {
      frame = 0;
      nameUnnamedControls(document.body, texts);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(run);
    };
    run();
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [t, i18n.language]);
}

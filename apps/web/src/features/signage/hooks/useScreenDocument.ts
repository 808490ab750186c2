import { useEffect } from 'react';

/**
 * While a signage screen is shown the document itself never scrolls (a screen has no one to
 * scroll it) and takes the screen's theme, so no strip of the other theme shows at the edges.
 */
export function useScreenDocument(theme: 'light' | 'dark'): void {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add('signage-document', `signage-document-${theme}`);
    return () => root.classList.remove('signage-document', `signage-document-${theme}`);
  }, [theme]);
}

import { STORAGE_KEYS } from '@eqmp/domain';
import { languageFromStored, type Language } from '@eqmp/locales';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { BootErrorPage } from './BootErrorPage';

/** Starts every console line about a failed start, so it is found at once in a browser's console. */
export const BOOT_ERROR_PREFIX = '[EQMP boot]';

/** The chosen language (spec §9: English unless another is stored), English if storage fails too. */
function chosenLanguage(): Language {
  try {
    return languageFromStored(localStorage.getItem(STORAGE_KEYS.language));
  } catch {
    return 'en';
  }
}

function logBootError(stage: string, error: unknown): void {
  console.error(`${BOOT_ERROR_PREFIX} ${stage}:`, error);
}

/** Catches what the providers throw while rendering (the router's own pages have their error page). */
class BootBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    logBootError('the portal failed while rendering', {
      error,
      componentStack: info.componentStack,
    });
  }

  override render() {
    return this.state.failed ? <BootErrorPage language={chosenLanguage()} /> : this.props.children;
  }
}

/**
 * Starts the portal in `root`: `start` loads the configuration, the i18n catalogues and the router
 * and gives the app to render. Anything thrown while loading or rendering is logged to the console
 * with {@link BOOT_ERROR_PREFIX} and answered with a readable page in the chosen language instead
 * of a blank screen.
 */
export async function boot(root: Root, start: () => Promise<ReactNode>): Promise<void> {
  let app: ReactNode;
  try {
    app = await start();
  } catch (error) {
    logBootError('the portal could not start', error);
    root.render(<BootErrorPage language={chosenLanguage()} />);
    return;
  }
  root.render(<BootBoundary>{app}</BootBoundary>);
}

import { StrictMode, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { i18nReady } from '../lib/i18n';
import { Providers } from './providers';
import { createRouter } from './router';

/**
 * Loads what the portal needs before its first screen (the i18n catalogues, then the router) and
 * gives the app to render. Loaded by `main.tsx` through `boot`, so a failure here is a boot error.
 */
export async function start(): Promise<ReactNode> {
  await i18nReady;
  const router = createRouter();
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

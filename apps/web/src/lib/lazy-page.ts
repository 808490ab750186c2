import { PAGE_LOAD_TIMEOUT_MS } from '@eqmp/domain';
import type { ComponentType } from 'react';

export class PageLoadTimeoutError extends Error {
  constructor() {
    super(`Page code did not load within ${PAGE_LOAD_TIMEOUT_MS / 1000} seconds`);
    this.name = 'PageLoadTimeoutError';
  }
}

/** Rejects when `promise` has not settled within `ms` (spec §9: page script load timeout). */
export function withTimeout<T>(promise: Promise<T>, ms = PAGE_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageLoadTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * A React Router `lazy` loader for a page module's component exported as `name`, failing after
 * the spec's timeout so the route's error element can offer a retry instead of a blank screen.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await withTimeout(load()))[name] });
}

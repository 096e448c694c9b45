import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/**
 * Stands in for vite-plugin-pwa's virtual:pwa-register, which exists only in a build (the vitest
 * config aliases it here). A test reads the options the app registered with and plays the
 * worker's part: `registered.options?.onNeedRefresh?.()` is a new version waiting.
 */
export const registered: { options: RegisterSWOptions | null; updates: boolean[] } = { options: null, updates: [] };

export function registerSW(options: RegisterSWOptions = {}) {
  registered.options = options;
  return async (reloadPage?: boolean) => {
    registered.updates.push(reloadPage ?? false);
  };
}

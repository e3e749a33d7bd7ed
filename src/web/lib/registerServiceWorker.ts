/** Where the server serves the service worker: the site's root, so it may answer every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker (src/web/serviceWorker, decision 116) once the page has loaded,
 * so that keeping the app shell never competes with the first paint. Only the build has one:
 * under the Vite dev server and in tests there is none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      // The site works without it, only not offline.
      console.warn('The service worker could not be registered', error);
    });
  });
}

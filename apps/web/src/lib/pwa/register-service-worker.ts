import { CURRENT_BUILD_ID } from '../version-check';

/**
 * Registers the build's service worker (issue 15: the installable 주문 관리 and 주문하기 apps). Only real builds
 * have `/sw.js`; `vite` dev and tests skip it. A failure only costs offline start-up, so it is logged, not shown.
 */
export const registerServiceWorker = () => {
  if (CURRENT_BUILD_ID === 'dev' || CURRENT_BUILD_ID === 'test' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('[pwa] service worker registration failed', error);
    });
  });
};

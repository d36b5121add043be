/**
 * A dynamic import of something the page can do without for a while (the toasts, app/provider.tsx). Its fetch can
 * fail — the tablet went offline before it loaded, a phone on a weak signal — and a failed import thrown into React
 * takes the whole page down (an order board that vanishes). Here a failure waits for the browser to be back online,
 * or `retryMs`, and tries again; the promise never rejects.
 */
export const importPatiently = <T>(load: () => Promise<T>, retryMs = 10_000): Promise<T> =>
  load().catch(async () => {
    await backOnlineOrAfter(retryMs);
    refetchFailedStylesheets();
    return importPatiently(load, retryMs);
  });

const backOnlineOrAfter = (ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });

/**
 * Whether a stylesheet link holds rules. Chromium leaves a sheet on a link whose file failed, and reading its rules
 * throws as it does for another origin's sheet; ours are same-origin, so a throw there means the file failed.
 */
const hasRules = (link: HTMLLinkElement) => {
  try {
    return (link.sheet?.cssRules.length ?? 0) > 0;
  } catch {
    return new URL(link.href, link.baseURI).origin !== window.location.origin;
  }
};

/**
 * Vite's loader fetches a chunk's stylesheet once per page and counts a `<link>` already in the document as loaded,
 * so a stylesheet that failed would stay missing after the retry. A link whose sheet has no rules is put back fresh.
 */
export const refetchFailedStylesheets = (doc: Document = document) => {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (hasRules(link) || !link.href) continue;
    const fresh = doc.createElement('link');
    fresh.rel = 'stylesheet';
    fresh.href = link.href;
    if (link.crossOrigin !== null) fresh.crossOrigin = link.crossOrigin;
    link.replaceWith(fresh);
  }
};

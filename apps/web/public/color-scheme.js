// Mirrors src/lib/color-scheme.ts: apply the stored light / dark / auto choice before React starts.
(() => {
  var value = 'auto';
  try {
    value = window.localStorage.getItem('jumun-color-scheme') || 'auto';
  } catch (_error) {
    // Storage can be blocked (private mode); fall back to the device setting.
  }
  var dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  var scheme = value === 'dark' || (value !== 'light' && dark) ? 'dark' : 'light';
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();

import { PAGE_RELOAD_GUARD_MS } from '@jumun/shared';

/**
 * The page-reload guard (spec §9: 10 s). Reloads triggered by the app itself — a new version, a chunk that
 * vanished with a deploy — are refused when the last one was under 10 s ago, so a broken deploy cannot
 * trap the browser in a reload loop. The timestamp lives in sessionStorage: per tab, survives the reload.
 */
export const RELOAD_GUARD_STORAGE_KEY = 'jumun.lastReloadAt';

type ReloadDeps = { now?: () => number; storage?: Storage; reload?: () => void };

export const canReload = ({ now = Date.now, storage = window.sessionStorage }: ReloadDeps = {}): boolean => {
  const last = Number(storage.getItem(RELOAD_GUARD_STORAGE_KEY) ?? 0);
  return !(last > 0 && now() - last < PAGE_RELOAD_GUARD_MS && now() >= last);
};

/** Reloads and returns true, or returns false when the guard holds. */
export const reloadWithGuard = ({
  now = Date.now,
  storage = window.sessionStorage,
  reload = () => window.location.reload(),
}: ReloadDeps = {}): boolean => {
  if (!canReload({ now, storage })) return false;
  storage.setItem(RELOAD_GUARD_STORAGE_KEY, String(now()));
  reload();
  return true;
};

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));

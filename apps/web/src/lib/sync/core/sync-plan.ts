import { type CatalogueKind, compareVersions, VERSION_KEYS, type VersionInfo } from '@jumun/shared';
import { isExpired } from './local-cache';

export type KindMeta = { dateLastFetched: number; syncPosition?: string };
export type KindPlan = 'skip' | 'full' | 'reset' | 'delta';

/**
 * What one kind needs (spec §4): integer part moved → `reset` (clear, then full reload); only the fraction
 * moved → `delta`; nothing cached, no position or a last fetch older than 24 h → `full`. `forced` asks for a
 * delta even when the version has not moved yet (right after our own save, before the event arrives).
 */
export const planKind = (input: {
  kind: CatalogueKind;
  storedVersions: Partial<VersionInfo>;
  next: VersionInfo | null;
  meta: KindMeta | null;
  now: number;
  isForced: boolean;
}): KindPlan => {
  const { kind, storedVersions, next, meta, now, isForced } = input;
  const key = VERSION_KEYS[kind];
  const stored = storedVersions[key];
  const change = next ? compareVersions(stored, next[key]) : 'none';
  if (change === 'none' && !isForced && meta && !isExpired(meta.dateLastFetched, now)) return 'skip';
  if (change === 'schema' && stored !== undefined) return 'reset';
  if (
    change === 'schema' ||
    !meta ||
    meta.syncPosition === undefined ||
    isExpired(meta.dateLastFetched, now)
  ) {
    return 'full';
  }
  return 'delta';
};

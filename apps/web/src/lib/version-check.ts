import { useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * New-version detection (spec §7: a periodic poll of builds/latest.json). Every 60 s, and when the tab
 * comes back into view (docs/decisions/006-version-polling.md).
 */
export const VERSION_POLL_INTERVAL_MS = 60_000;
export const LATEST_BUILD_PATH = '/builds/latest.json';
export const CURRENT_BUILD_ID = __BUILD_ID__;

export type LatestBuild = { buildId: string; builtAt: string };

export const fetchLatestBuild = async (fetchImpl: typeof fetch = fetch): Promise<LatestBuild> => {
  // no-store: a cached answer would hide the very deploy this poll looks for.
  const response = await fetchImpl(LATEST_BUILD_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`builds/latest.json: HTTP ${response.status}`);
  const body = (await response.json()) as Partial<Record<keyof LatestBuild, unknown>> | null;
  if (typeof body?.buildId !== 'string' || !body.buildId) throw new Error('builds/latest.json: no buildId');
  return { buildId: body.buildId, builtAt: typeof body.builtAt === 'string' ? body.builtAt : '' };
};

export const isNewerBuild = (latest: LatestBuild | undefined, currentBuildId = CURRENT_BUILD_ID) =>
  Boolean(latest && latest.buildId !== currentBuildId);

/** Only a real build polls; `vite` dev and tests have no builds/latest.json. */
export const useNewVersionAvailable = (
  enabled = CURRENT_BUILD_ID !== 'dev' && CURRENT_BUILD_ID !== 'test',
) => {
  const { data } = useQuery({
    queryKey: queryKeys.build.latest(),
    queryFn: () => fetchLatestBuild(),
    enabled,
    refetchInterval: VERSION_POLL_INTERVAL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
    staleTime: 0,
  });
  return isNewerBuild(data);
};

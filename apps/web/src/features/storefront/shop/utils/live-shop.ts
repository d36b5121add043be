import {
  CATALOGUE_KINDS,
  type CatalogueKind,
  type CompanyChangedEvent,
  type PublicCompany,
  VERSION_KEYS,
} from '@jumun/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiUrl, getAuthHeader } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';
import { createFetchStreamOpener } from '../../../../lib/sync/adapters/fetch-event-stream';
import { listenToCompany, listenToStream } from '../../../../lib/sync/core/company-listener';

type Known = Pick<CompanyChangedEvent, 'revision' | 'versionInfo'>;
type Part = 'company' | CatalogueKind;

/** A page change inside the shop keeps the stream: it closes only when no page has used it for this long. */
export const RELEASE_GRACE_MS = 5_000;

const partKey = (companyId: string, part: Part) => queryKeys.storefront.detail(companyId, { part });

/**
 * What moved between two states of the company document: the company itself (its revision: hours, the open
 * switch, delivery settings…) and each catalogue kind whose version moved (prices, sold-out, photos…).
 */
export const changedParts = (before: Known | undefined, after: Known): Part[] => {
  if (!before) return ['company', ...CATALOGUE_KINDS];
  const kinds = CATALOGUE_KINDS.filter(
    (kind) => before.versionInfo[VERSION_KEYS[kind]] !== after.versionInfo[VERSION_KEYS[kind]],
  );
  return before.revision === after.revision ? kinds : ['company', ...kinds];
};

/**
 * Keeps an open storefront live (issue #11): the public realtime stream of the shop says what moved, and only those
 * lists are fetched again. The stream is a hint, the document API is the truth (decision 004): every reconnect
 * starts with a snapshot, compared with what this page last knew, so nothing missed while offline stays stale.
 */
const startLiveShop = (companyId: string, queryClient: QueryClient) => {
  let known: Known | undefined;
  const listener = listenToCompany(
    companyId,
    {
      onChange: (event) => {
        const cached = queryClient.getQueryData<PublicCompany>(partKey(companyId, 'company'));
        for (const part of changedParts(known ?? cached, event)) {
          void queryClient.invalidateQueries({ queryKey: partKey(companyId, part) });
        }
        known = { revision: event.revision, versionInfo: event.versionInfo };
      },
      onConnectionChange: () => {},
    },
    (path, callbacks) =>
      listenToStream(path, callbacks, {
        openStream: createFetchStreamOpener({ toUrl: apiUrl, authHeader: getAuthHeader }),
      }),
    'user',
  );
  const onOnline = () => listener.reconnectNow();
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('online', onOnline);
    listener.stop();
  };
};

const running = new Map<string, { users: number; stop: () => void; timer?: ReturnType<typeof setTimeout> }>();

/** One stream per shop however many components ask; returns the release. */
export const acquireLiveShop = (companyId: string, queryClient: QueryClient): (() => void) => {
  let entry = running.get(companyId);
  if (!entry) {
    entry = { users: 0, stop: startLiveShop(companyId, queryClient) };
    running.set(companyId, entry);
  }
  clearTimeout(entry.timer);
  entry.users += 1;
  const current = entry;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    current.users -= 1;
    if (current.users > 0) return;
    current.timer = setTimeout(() => {
      if (current.users > 0) return;
      current.stop();
      running.delete(companyId);
    }, RELEASE_GRACE_MS);
  };
};

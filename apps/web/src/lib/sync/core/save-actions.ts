import type { CatalogueKind } from '@jumun/shared';
import type { SaveFunctions, SyncEnvelope } from './sync.types';
import { SYNC_MESSAGES } from './sync-messages';

type FunctionName = keyof SaveFunctions;
type Ready<F> = { isReady: true; fn: F; companyId: string };
type Refused = { isReady: false; result: SyncEnvelope<never> };

const failure = (message: string): Refused => ({
  isReady: false,
  result: { isSuccess: false, message, error: message },
});

/**
 * saveItem / saveItems / deleteItem of spec §5: each needs its injected function and a company id; without
 * them the result is a failure with the spec's message and the server is never called.
 */
export const createSaveActions = (deps: {
  functions: SaveFunctions;
  companyId: () => string;
  /** Runs after a successful write so this screen sees it before the realtime event arrives. */
  onSaved: (kind: CatalogueKind) => void;
}) => {
  const prepare = <N extends FunctionName>(name: N): Ready<NonNullable<SaveFunctions[N]>> | Refused => {
    const fn = deps.functions[name];
    if (!fn) return failure(SYNC_MESSAGES.notInjected(name));
    const companyId = deps.companyId().trim();
    if (!companyId) return failure(SYNC_MESSAGES.companyMissing);
    return { isReady: true, fn, companyId };
  };

  const after = <T>(kind: CatalogueKind, result: SyncEnvelope<T>) => {
    if (result.isSuccess) deps.onSaved(kind);
    return result;
  };

  return {
    async saveItem(kind: CatalogueKind, item: Record<string, unknown>) {
      const ready = prepare('saveItem');
      if (!ready.isReady) return ready.result;
      return after(kind, await ready.fn(kind, ready.companyId, item));
    },
    async saveItems(kind: CatalogueKind, items: Record<string, unknown>[]) {
      const ready = prepare('saveItems');
      if (!ready.isReady) return ready.result;
      return after(kind, await ready.fn(kind, ready.companyId, items));
    },
    async deleteItem(kind: CatalogueKind, id: string) {
      const ready = prepare('deleteItem');
      if (!ready.isReady) return ready.result;
      return after(kind, await ready.fn(kind, ready.companyId, id));
    },
  };
};

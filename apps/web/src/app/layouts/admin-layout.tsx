import { lazy, Suspense } from 'react';
import { AdminFrame } from '../../components/layouts/admin-frame/admin-frame';
import { registerPageWords } from '../../lib/i18n/page-words';
import { importPatiently } from '../../lib/patient-import';

registerPageWords();

// The badge pulls in the sync engine, which loads after sign-in anyway (lib/sync/sync-on-login.tsx);
// loading it lazily keeps it out of the open pages' (welcome, autologin) first download.
const SyncStatusBadge = lazy(async () => ({
  default: (await importPatiently(() => import('../../lib/sync'))).SyncStatusBadge,
}));

/**
 * The app layer composes the frame with feature parts: shared components never import features, so the
 * sync state reaches the header through this slot.
 */
export const AdminLayout = () => (
  <AdminFrame
    headerStatus={
      <Suspense fallback={null}>
        <SyncStatusBadge />
      </Suspense>
    }
  />
);

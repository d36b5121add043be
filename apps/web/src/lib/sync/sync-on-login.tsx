import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/auth-store';
import { importPatiently } from '../patient-import';
import { useLocation } from '../router';

// Tried again when back online, never thrown (lib/patient-import.ts).
const CompanySync = lazy(() => importPatiently(() => import('./components/company-sync')));

/**
 * Spec §4 "sync on login": once a signed-in administrator is in the back-office, restore the cached catalogue
 * and start listening, whichever page they opened first. The root route renders this; it is a separate entry
 * (not in index.ts) so the sign-in page's bundle stays free of the engine, which loads only after sign-in.
 */
export const CatalogueSyncOnLogin = () => {
  const { user } = useAuth();
  const isAdminArea = useLocation().pathname.startsWith('/admin');
  if (!user || !isAdminArea) return null;
  return (
    <Suspense fallback={null}>
      <CompanySync />
    </Suspense>
  );
};

import { lazy, Suspense } from 'react';
import { importPatiently } from '../lib/patient-import';
import { useNewVersionAvailable } from '../lib/version-check';

const NewVersionCard = lazy(async () => ({
  default: (await importPatiently(() => import('./new-version-card'))).NewVersionCard,
}));

/**
 * Polls for a new build on every page; the card (Affix, Transition, icon) is downloaded only when there is one,
 * so it does not weigh on any page's first load.
 */
export const NewVersionPrompt = ({ enabled }: { enabled?: boolean }) => {
  const isAvailable = useNewVersionAvailable(enabled);
  if (!isAvailable) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionCard isAvailable={isAvailable} />
    </Suspense>
  );
};

import { SaveProblemAlert } from '../../../../components/forms/save-problem-alert';
import type { SaveProblem } from '../../../../lib/save-problem';
import { RemoteChangeNotice } from './remote-change-notice';

export type CatalogueFormAlertsProps = {
  /** The revision the form was loaded at. */
  baseRevision: number | undefined;
  /** The revision the live sync store has now; undefined when the item was deleted. */
  liveRevision: number | undefined;
  problem: SaveProblem | null;
  /** Takes the live version into the form. */
  onReload: () => void;
  /** Sends the same values again. */
  onRetry: () => void;
};

/**
 * Above every catalogue form: another administrator's save seen live (before more is typed), then why the last save
 * did not happen. Both offer the newer version. `useCatalogueForm` returns these props as `alerts`.
 */
export const CatalogueFormAlerts = ({
  baseRevision,
  liveRevision,
  problem,
  onReload,
  onRetry,
}: CatalogueFormAlertsProps) => (
  <>
    <RemoteChangeNotice baseRevision={baseRevision} liveRevision={liveRevision} onReload={onReload} />
    <SaveProblemAlert problem={problem} onReload={onReload} onRetry={onRetry} mb="md" />
  </>
);

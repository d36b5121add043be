import { AdminFrame } from '../../components/layouts/admin-frame/admin-frame';
import { SyncStatusBadge } from '../../features/sync';

/**
 * The app layer composes the frame with feature parts: shared components never import features, so the
 * sync state reaches the header through this slot.
 */
export const AdminLayout = () => <AdminFrame headerStatus={<SyncStatusBadge />} />;

import { Alert } from '@mantine/core';
import { ConflictAlert } from '../../../../components/forms/save-problem-alert';
import { catalogueText } from '../../i18n';

type RemoteChangeNoticeProps = {
  /** The revision the form was loaded at. */
  baseRevision: number | undefined;
  /** The revision the server has now (from the live sync store); undefined when deleted. */
  liveRevision: number | undefined;
  onReload: () => void;
};

/**
 * Someone else saved this item while it was open here. Saving now would be refused (stale revision), so the
 * owner is told before typing more, and can take the newer version.
 */
export const RemoteChangeNotice = ({ baseRevision, liveRevision, onReload }: RemoteChangeNoticeProps) => {
  const { t } = catalogueText.useT();
  if (baseRevision === undefined) return null;
  if (liveRevision === undefined) {
    return (
      <Alert color="red" mb="md" role="alert" title={t('remote.deletedTitle')}>
        {t('remote.deletedBody')}
      </Alert>
    );
  }
  if (liveRevision === baseRevision) return null;
  return (
    <ConflictAlert
      title={t('remote.changedTitle')}
      body={t('remote.changedBody')}
      reloadLabel={t('remote.reload')}
      onReload={onReload}
      mb="md"
    />
  );
};

import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formsText } from '../../../../lib/forms/forms-text';
import { problemMessage, toSaveProblem } from '../../../../lib/save-problem';

/**
 * A one-tap change (품절, 판매 재개) that did not save: the Korean reason (never the browser's "Failed to fetch"),
 * and, when the server gave no verdict on it (offline, a server error), a 다시 시도 button that sends it again.
 * The notice stays until dismissed or retried, so the change is never lost without the owner seeing it (issue 9).
 */
export const showSaveFailure = ({
  title,
  failure,
  onRetry,
}: {
  title: string;
  failure: unknown;
  onRetry: () => void;
}) => {
  const canRetry = toSaveProblem(failure).kind === 'failed';
  const id = notifications.show({
    color: 'red',
    title,
    autoClose: canRetry ? false : undefined,
    message: (
      <Stack gap={6} align="flex-start">
        <Text size="sm">{problemMessage(failure)}</Text>
        {canRetry && (
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            onClick={() => {
              notifications.hide(id);
              onRetry();
            }}
          >
            {formsText.t('retry')}
          </Button>
        )}
      </Stack>
    ),
  });
};

import type { Option } from '@jumun/shared';
import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { catalogueSync } from '../../../../lib/sync';
import { catalogueText } from '../../i18n';
import { toSaveInput } from '../../utils/save-input';
import {
  describeSoldOutUntil,
  isSoldOutNow,
  type SoldOutChoice,
  withOptionItemSoldOut,
} from '../../utils/sold-out';
import { showSaveFailure } from '../common/save-failure-notice';
import { SoldOutMenu } from '../common/sold-out-menu';

/**
 * One-tap sold-out of option items from the option list, saved at once. 직원 may (`operate`, decision 017): the
 * server lets them change `soldOutItems` and nothing else.
 */
export const OptionSoldOutPopover = ({ option, canSoldOut }: { option: Option; canSoldOut: boolean }) => {
  const { t } = catalogueText.useT();
  const now = new Date();
  const soldOutNow = option.soldOutItems.filter((entry) =>
    isSoldOutNow({ isSoldOut: true, soldOutUntil: entry.until }, now),
  );

  const choose = async (item: string, choice: SoldOutChoice) => {
    const soldOutItems = withOptionItemSoldOut(option.soldOutItems, item, choice, new Date());
    const result = await catalogueSync.saveItem('option', { ...toSaveInput(option), soldOutItems });
    if (!result.isSuccess) {
      showSaveFailure({
        title: option.optionName,
        failure: result,
        onRetry: () => void choose(item, choice),
      });
      return;
    }
    notifications.show({
      color: 'green',
      message: t('option.itemSoldOut.saved', {
        option: option.optionName,
        item,
        action: t(choice.mode === 'resume' ? 'soldOut.resume' : 'soldOut.markSoldOut'),
      }),
    });
  };

  const buttonText =
    soldOutNow.length > 0
      ? t('option.itemSoldOut.count', { count: soldOutNow.length })
      : t('option.itemSoldOut.none');
  return (
    <Popover position="bottom-end" withArrow shadow="md" withinPortal>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant={soldOutNow.length > 0 ? 'light' : 'default'}
          color={soldOutNow.length > 0 ? 'red' : undefined}
          // The visible text stays part of the name (WCAG 2.5.3).
          aria-label={t(
            soldOutNow.length > 0 ? 'option.itemSoldOut.labelSoldOut' : 'option.itemSoldOut.label',
            {
              option: option.optionName,
              text: buttonText,
            },
          )}
        >
          {buttonText}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" miw={260}>
          {option.optionItems.map((item) => {
            const entry = soldOutNow.find((candidate) => candidate.item === item);
            return (
              <Group key={item} justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0}>
                  <Text size="sm">{item}</Text>
                  {entry ? (
                    <Badge size="xs" color="red" variant="light">
                      {describeSoldOutUntil(entry.until, now)}
                    </Badge>
                  ) : null}
                </Stack>
                <SoldOutMenu
                  isSoldOut={Boolean(entry)}
                  label={item}
                  disabled={!canSoldOut}
                  onChoose={(choice) => choose(item, choice)}
                />
              </Group>
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};

import type { Option } from '@jumun/shared';
import { Badge, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { catalogueSync } from '../../../../lib/sync';
import { toSaveInput } from '../../utils/save-input';
import {
  describeSoldOutUntil,
  isSoldOutNow,
  type SoldOutChoice,
  withOptionItemSoldOut,
} from '../../utils/sold-out';
import { showSaveFailure } from '../common/save-failure-notice';
import { SoldOutMenu } from '../common/sold-out-menu';

/** One-tap sold-out of option items from the option list, saved at once. */
export const OptionSoldOutPopover = ({ option, canWrite }: { option: Option; canWrite: boolean }) => {
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
      message: `${option.optionName} · ${item}: ${choice.mode === 'resume' ? '판매 재개' : '품절 처리'}`,
    });
  };

  const buttonText = soldOutNow.length > 0 ? `품절 ${soldOutNow.length}` : '항목 품절';
  return (
    <Popover position="bottom-end" withArrow shadow="md" withinPortal>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant={soldOutNow.length > 0 ? 'light' : 'default'}
          color={soldOutNow.length > 0 ? 'red' : undefined}
          // The visible text stays part of the name (WCAG 2.5.3).
          aria-label={
            soldOutNow.length > 0
              ? `${option.optionName} 항목 품절: ${buttonText}`
              : `${option.optionName} ${buttonText}`
          }
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
                  disabled={!canWrite}
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

import type { OrderLine } from '@jumun/shared';
import { Group, Stack, Text } from '@mantine/core';
import { useWon } from '../../shop/hooks/use-won';

/** The priced lines: name × quantity, the chosen options, the line total. */
export const OrderLinesSummary = ({ lines }: { lines: readonly OrderLine[] }) => {
  const won = useWon();
  return (
    <Stack gap="sm">
      {lines.map((line) => (
        <Group key={line.lineIndex} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600}>
              {line.productName} × {line.quantity}
            </Text>
            {line.options.length > 0 ? (
              <Text size="sm" c="dimmed">
                {line.options.map((option) => option.selectedValue).join(' · ')}
              </Text>
            ) : null}
          </Stack>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {won(line.lineTotal)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
};

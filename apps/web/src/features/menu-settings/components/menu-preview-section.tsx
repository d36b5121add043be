import {
  type Category,
  formatSeoulHhmm,
  formatWon,
  getSeoulParts,
  type MenuSettings,
  ORDER_TYPES,
  type OrderType,
  type Product,
  type Weekday,
} from '@jumun/shared';
import {
  Badge,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { menuSettingsText } from '../i18n';
import { WEEK_ORDER } from '../utils/dayparts';
import { derivePreviewMenu } from '../utils/preview-menu';

type MenuPreviewProps = { settings: MenuSettings; categories: Category[]; products: Product[] };

/**
 * "My menu as a customer sees it on <day, time>": the shared buildCustomerMenu over the synced catalogue and the
 * settings as they are in the form, saved or not. Hidden products drop out and sold-out ones are greyed with 품절,
 * as they are for customers, with the price they pay and 정가 struck through only when higher.
 */
export const MenuPreviewSection = ({ settings, categories, products }: MenuPreviewProps) => {
  const { t } = menuSettingsText.useT();
  const dayData = WEEK_ORDER.map((day) => ({ value: day, label: t(`weekday.${day}`) }));
  const orderTypeData = [
    { value: 'all', label: t('preview.all') },
    ...ORDER_TYPES.map((type) => ({ value: type, label: t(`orderType.${type}`) })),
  ];
  const [weekday, setWeekday] = useState<Weekday>(() => getSeoulParts(new Date()).weekday);
  const [time, setTime] = useState(() => formatSeoulHhmm(new Date()));
  const [orderType, setOrderType] = useState<'all' | OrderType>('all');
  const sections = useMemo(
    () => derivePreviewMenu({ settings, categories, products, weekday, time, orderType, today: new Date() }),
    [categories, products, settings, weekday, time, orderType],
  );
  const productCount = sections.reduce((sum, section) => sum + section.items.length, 0);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="menu-preview-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="menu-preview-title">
          {t('preview.title')}
        </Title>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t('preview.day')}
            data={dayData}
            value={weekday}
            onChange={(value) => value && setWeekday(value as Weekday)}
            allowDeselect={false}
            w={110}
          />
          <TextInput
            type="time"
            label={t('preview.time')}
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
            w={120}
          />
        </Group>
        <SegmentedControl
          size="xs"
          data={orderTypeData}
          value={orderType}
          onChange={(value) => setOrderType(value as 'all' | OrderType)}
          aria-label={t('preview.orderType')}
        />
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="preview-summary">
          {t('preview.summary', {
            day: t(`weekday.${weekday}`),
            time,
            categories: sections.length,
            products: productCount,
          })}
        </Text>
        <ScrollArea.Autosize
          mah={560}
          type="auto"
          offsetScrollbars
          // A scrolling region without focusable content must take focus itself, or keyboard users cannot scroll it.
          viewportProps={{ tabIndex: 0, 'aria-labelledby': 'menu-preview-title' }}
        >
          <Stack gap="sm" data-testid="menu-preview">
            {sections.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('preview.empty')}
              </Text>
            ) : (
              sections.map(({ category, items }) => (
                <Stack key={category.id} gap={4}>
                  <Group gap={6}>
                    <Text fw={700} size="sm">
                      {category.categoryName}
                    </Text>
                    <Badge size="xs" variant="light" color="gray">
                      {items.length}
                    </Badge>
                  </Group>
                  {items.map(({ product, price, strikePrice, isSoldOut }) => (
                    <Group
                      key={product.id}
                      justify="space-between"
                      gap="xs"
                      wrap="nowrap"
                      pl="sm"
                      data-testid="preview-item"
                      data-sold-out={isSoldOut || undefined}
                    >
                      {/* Greyed by colour, not opacity, so the text keeps AA contrast (as on the storefront). */}
                      <Text size="sm" truncate c={isSoldOut ? 'dimmed' : undefined}>
                        {product.productName}
                        {isSoldOut ? (
                          <Badge ml={6} size="xs" color="gray" variant="filled">
                            {t('preview.soldOut')}
                          </Badge>
                        ) : null}
                      </Text>
                      <Group gap={6} wrap="nowrap" style={{ whiteSpace: 'nowrap' }}>
                        {strikePrice !== null ? (
                          <Text size="xs" c="dimmed" td="line-through">
                            {formatWon(strikePrice)}
                          </Text>
                        ) : null}
                        <Text size="sm" fw={600} c={isSoldOut ? 'dimmed' : undefined}>
                          {formatWon(price)}
                        </Text>
                      </Group>
                    </Group>
                  ))}
                </Stack>
              ))
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Paper>
  );
};

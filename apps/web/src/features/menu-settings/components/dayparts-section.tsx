import type { MenuSettings } from '@jumun/shared';
import { Button, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { FormSection } from '../../../components/forms/form-section';
import { menuSettingsText } from '../i18n';
import { newDaypart, removeDaypart } from '../utils/dayparts';
import { DaypartRow } from './daypart-row';

/** The named time windows (런치, 모닝 …) that categories and products can be limited to. */
export const DaypartsSection = ({ form }: { form: UseFormReturnType<MenuSettings> }) => {
  const { t } = menuSettingsText.useT();
  const { dayparts } = form.getValues();
  const listError = form.errors.dayparts;
  return (
    <FormSection
      title={t('dayparts.title')}
      description={t('dayparts.description')}
      actions={
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('dayparts', newDaypart(Date.now(), dayparts.length))}
        >
          {t('dayparts.add')}
        </Button>
      }
    >
      <Stack gap="xs">
        {listError ? (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        ) : null}
        {dayparts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('dayparts.empty')}
          </Text>
        ) : (
          dayparts.map((daypart, index) => (
            <DaypartRow
              key={daypart.id}
              form={form}
              index={index}
              onRemove={() => form.setValues(removeDaypart(form.getValues(), daypart.id))}
            />
          ))
        )}
      </Stack>
    </FormSection>
  );
};

import type { MenuSettings } from '@jumun/shared';
import { Button, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { FormSection } from '../../../components/forms/form-section';
import { newDaypart, removeDaypart } from '../utils/dayparts';
import { DaypartRow } from './daypart-row';

/** The named time windows (런치, 모닝 …) that categories and products can be limited to. */
export const DaypartsSection = ({ form }: { form: UseFormReturnType<MenuSettings> }) => {
  const { dayparts } = form.getValues();
  const listError = form.errors.dayparts;
  return (
    <FormSection
      title="시간대"
      description="정한 요일·시간에만 보일 메뉴를 위한 시간대입니다. 만든 뒤 카테고리나 상품에 연결하세요."
      actions={
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('dayparts', newDaypart(Date.now(), dayparts.length))}
        >
          시간대 추가
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
            아직 시간대가 없습니다. 모든 메뉴가 영업시간 내내 보입니다.
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

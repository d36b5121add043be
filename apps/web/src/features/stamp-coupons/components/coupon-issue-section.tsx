import { Group, NumberInput, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormSection } from '../../../components/forms/form-section';
import { stampCouponsText } from '../i18n';
import type { CouponFormValues } from '../utils/coupon-form';

/** Stamps per coupon and how many may be issued (−1 unlimited, 0 stopped, N first come first served). */
export const CouponIssueSection = ({ form }: { form: UseFormReturnType<CouponFormValues> }) => {
  const { t } = stampCouponsText.useT();
  const { issueMode } = form.getValues();
  return (
    <FormSection title={t('issue.title')} description={t('issue.description')}>
      <Stack gap="sm">
        <NumberInput
          label={t('issue.stampsRequired')}
          withAsterisk
          suffix={t('issue.pieces')}
          min={1}
          max={1000}
          allowDecimal={false}
          maw={260}
          {...form.getInputProps('stampsRequired')}
        />
        <Radio.Group label={t('issue.mode')} {...form.getInputProps('issueMode')}>
          <Group gap="lg" mt={6}>
            <Radio value="unlimited" label={t('issue.unlimited')} />
            <Radio value="limited" label={t('issue.limited')} />
            <Radio value="stopped" label={t('issue.stopped')} />
          </Group>
        </Radio.Group>
        {issueMode === 'limited' ? (
          <NumberInput
            label={t('issue.limit')}
            withAsterisk
            suffix={t('issue.sheets')}
            min={1}
            allowDecimal={false}
            thousandSeparator=","
            maw={260}
            {...form.getInputProps('issueLimit')}
          />
        ) : null}
      </Stack>
    </FormSection>
  );
};

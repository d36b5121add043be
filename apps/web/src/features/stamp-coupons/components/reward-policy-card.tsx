import type { Company } from '@jumun/shared';
import { Fieldset, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormSection } from '../../../components/forms/form-section';
import { SaveBar } from '../../../components/forms/save-bar';
import { SaveProblemAlert } from '../../../components/forms/save-problem-alert';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { useCompanyForm } from '../../../lib/company/use-company-form';
import { stampCouponsText } from '../i18n';
import {
  mergeRewardPolicy,
  pickRewardPolicy,
  RATE_FIELDS,
  type RewardPolicyFormValues,
  validateRewardPolicy,
} from '../utils/reward-policy-form';

const SAVE_TYPES = ['stamp', 'point'] as const;

/** 적립 방식 (domain §7.1): stamps or points, the point rates by payment, and what one stamp is worth. */
export const RewardPolicyCard = ({ company, canWrite }: { company: Company; canWrite: boolean }) => {
  const { t } = stampCouponsText.useT();
  const settings = useCompanyForm<RewardPolicyFormValues>(company, {
    pick: pickRewardPolicy,
    merge: mergeRewardPolicy,
    validate: validateRewardPolicy,
    toFormPath: (path) => path.replace(/^rewardPolicy\./, ''),
  });
  const { form } = settings;
  const isPoint = form.getValues().saveType === 'point';
  return (
    <FormSection title={t('reward.title')} description={t('reward.description')}>
      <Stack gap="sm">
        <SaveProblemAlert problem={settings.problem} onReload={() => void settings.reload()} />
        <form noValidate onSubmit={settings.submit}>
          <Stack gap="sm">
            <Fieldset variant="unstyled" disabled={!canWrite} p={0} m={0}>
              <Stack gap="sm">
                <SegmentedControl
                  data={SAVE_TYPES.map((value) => ({ value, label: t(`reward.${value}`) }))}
                  aria-label={t('reward.title')}
                  style={{ alignSelf: 'flex-start' }}
                  {...form.getInputProps('saveType')}
                />
                {isPoint ? (
                  <>
                    <Text size="sm" c="dimmed">
                      {t('reward.rateHint')}
                    </Text>
                    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                      {RATE_FIELDS.map((field) => (
                        <NumberInput
                          key={field}
                          label={t(`reward.rates.${field}`)}
                          suffix="%"
                          min={0}
                          max={100}
                          decimalScale={1}
                          {...form.getInputProps(field)}
                        />
                      ))}
                    </SimpleGrid>
                  </>
                ) : (
                  <NumberInput
                    label={t('reward.stampValue')}
                    description={t('reward.stampValueHint')}
                    suffix={t('reward.won')}
                    min={0}
                    step={50}
                    thousandSeparator=","
                    allowDecimal={false}
                    maw={260}
                    {...form.getInputProps('rewardStampValue')}
                  />
                )}
              </Stack>
            </Fieldset>
            <SaveBar
              isDirty={settings.isDirty}
              isSaving={settings.isSaving}
              canWrite={canWrite}
              onReset={form.reset}
            />
          </Stack>
        </form>
        <UnsavedChangesDialog blocker={settings.blocker} />
      </Stack>
    </FormSection>
  );
};

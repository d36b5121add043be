import type { Company } from '@jumun/shared';
import { Fieldset, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormSection } from '../../../components/forms/form-section';
import { SaveBar } from '../../../components/forms/save-bar';
import { SaveProblemAlert } from '../../../components/forms/save-problem-alert';
import { UnsavedChangesDialog } from '../../../components/forms/unsaved-changes-dialog';
import { useCompanyForm } from '../../../lib/company/use-company-form';
import {
  mergeRewardPolicy,
  pickRewardPolicy,
  RATE_FIELDS,
  type RewardPolicyFormValues,
  validateRewardPolicy,
} from '../utils/reward-policy-form';

const SAVE_TYPES = [
  { value: 'stamp', label: '스탬프' },
  { value: 'point', label: '포인트' },
];

/** 적립 방식 (domain §7.1): stamps or points, the point rates by payment, and what one stamp is worth. */
export const RewardPolicyCard = ({ company, canWrite }: { company: Company; canWrite: boolean }) => {
  const settings = useCompanyForm<RewardPolicyFormValues>(company, {
    pick: pickRewardPolicy,
    merge: mergeRewardPolicy,
    validate: validateRewardPolicy,
    toFormPath: (path) => path.replace(/^rewardPolicy\./, ''),
  });
  const { form } = settings;
  const isPoint = form.getValues().saveType === 'point';
  return (
    <FormSection
      title="적립 방식"
      description="주문하면 손님에게 스탬프와 포인트 중 무엇을 적립할지 정합니다."
    >
      <Stack gap="sm">
        <SaveProblemAlert problem={settings.problem} onReload={() => void settings.reload()} />
        <form noValidate onSubmit={settings.submit}>
          <Stack gap="sm">
            <Fieldset variant="unstyled" disabled={!canWrite} p={0} m={0}>
              <Stack gap="sm">
                <SegmentedControl
                  data={SAVE_TYPES}
                  aria-label="적립 방식"
                  style={{ alignSelf: 'flex-start' }}
                  {...form.getInputProps('saveType')}
                />
                {isPoint ? (
                  <>
                    <Text size="sm" c="dimmed">
                      결제 금액의 몇 %를 포인트로 적립할지 결제 방식마다 정합니다.
                    </Text>
                    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
                      {RATE_FIELDS.map((field) => (
                        <NumberInput
                          key={field.key}
                          label={field.label}
                          suffix="%"
                          min={0}
                          max={100}
                          decimalScale={1}
                          {...form.getInputProps(field.key)}
                        />
                      ))}
                    </SimpleGrid>
                  </>
                ) : (
                  <NumberInput
                    label="스탬프 1개의 가치 (대략)"
                    description="통계와 손님 안내에 쓰는 어림값입니다"
                    suffix="원"
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

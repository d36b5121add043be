import { couponIssuancePreviewInputSchema } from '@jumun/shared';
import { Alert, Badge, Button, Group, List, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTicket } from '@tabler/icons-react';
import { FormSection } from '../../../components/forms/form-section';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
import { toSaveProblem } from '../../../lib/save-problem';
import { usePreviewCouponIssuance } from '../api/preview-coupon-issuance';

type SimulatorValues = { currentStamp: number | string; addedStamp: number | string };

const numberOf = (value: number | string) => (value === '' ? undefined : Number(value));

/**
 * "A customer with N stamps gets M more: which coupons do they receive?" The server answers with the saved
 * definitions and the same issuance function a real stamp save uses (domain §7.5), so the answer is the real one.
 */
export const IssuanceSimulator = ({ companyId }: { companyId: string }) => {
  const preview = usePreviewCouponIssuance(companyId);
  const form = useForm<SimulatorValues>({
    mode: 'controlled',
    initialValues: { currentStamp: 3, addedStamp: 8 },
    validate: (values) =>
      schemaResolver(couponIssuancePreviewInputSchema)({
        currentStamp: numberOf(values.currentStamp),
        addedStamp: numberOf(values.addedStamp),
      }),
  });
  const submit = form.onSubmit((values) =>
    preview.mutate(
      couponIssuancePreviewInputSchema.parse({
        currentStamp: numberOf(values.currentStamp),
        addedStamp: numberOf(values.addedStamp),
      }),
    ),
  );
  const result = preview.data;
  const asked = preview.variables;
  const issuedCount = result?.issued.reduce((sum, item) => sum + item.count, 0) ?? 0;

  return (
    <FormSection
      title="발급 시뮬레이터"
      description="저장된 쿠폰 설정으로, 손님이 스탬프를 받았을 때 어떤 쿠폰이 발급되는지 미리 계산합니다."
    >
      <form noValidate onSubmit={submit}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label="현재 스탬프"
            suffix="개"
            min={0}
            allowDecimal={false}
            w={150}
            {...form.getInputProps('currentStamp')}
          />
          <NumberInput
            label="적립할 스탬프"
            suffix="개"
            min={0}
            allowDecimal={false}
            w={150}
            {...form.getInputProps('addedStamp')}
          />
          <Button type="submit" mt={25} variant="outline" loading={preview.isPending}>
            계산하기
          </Button>
        </Group>
      </form>
      <Stack gap="xs" mt="md" aria-live="polite" data-testid="issuance-result">
        {preview.error ? (
          <Alert color="red" role="alert">
            {toSaveProblem(preview.error).message}
          </Alert>
        ) : null}
        {result && asked ? (
          <>
            <Text size="sm">
              스탬프 {asked.currentStamp}개 + {asked.addedStamp}개 = {asked.currentStamp + asked.addedStamp}개
              → <b>쿠폰 {issuedCount}장 발급</b>, 남는 스탬프 <b>{result.newBalance}개</b>
            </Text>
            {result.issued.length > 0 ? (
              <List spacing={4} size="sm" icon={<IconTicket size={16} />}>
                {result.issued.map((item) => (
                  <List.Item key={item.definitionId}>
                    {item.couponName}{' '}
                    <Badge size="sm" variant="light">
                      {item.count}장
                    </Badge>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                발급되는 쿠폰이 없습니다.
              </Text>
            )}
          </>
        ) : null}
      </Stack>
    </FormSection>
  );
};

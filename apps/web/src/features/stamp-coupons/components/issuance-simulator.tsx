import { couponIssuancePreviewInputSchema } from '@jumun/shared';
import { Alert, Badge, Button, Group, List, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTicket } from '@tabler/icons-react';
import { FormSection } from '../../../components/forms/form-section';
import { schemaResolver } from '../../../lib/forms/zod-resolver';
import { toSaveProblem } from '../../../lib/save-problem';
import { usePreviewCouponIssuance } from '../api/preview-coupon-issuance';
import { stampCouponsText } from '../i18n';

type SimulatorValues = { currentStamp: number | string; addedStamp: number | string };

const numberOf = (value: number | string) => (value === '' ? undefined : Number(value));

/**
 * "A customer with N stamps gets M more: which coupons do they receive?" The server answers with the saved
 * definitions and the same issuance function a real stamp save uses (domain §7.5), so the answer is the real one.
 */
export const IssuanceSimulator = ({ companyId }: { companyId: string }) => {
  const { t } = stampCouponsText.useT();
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
    <FormSection title={t('simulator.title')} description={t('simulator.description')}>
      <form noValidate onSubmit={submit}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <NumberInput
            label={t('simulator.current')}
            suffix={t('simulator.pieces')}
            min={0}
            allowDecimal={false}
            w={150}
            {...form.getInputProps('currentStamp')}
          />
          <NumberInput
            label={t('simulator.added')}
            suffix={t('simulator.pieces')}
            min={0}
            allowDecimal={false}
            w={150}
            {...form.getInputProps('addedStamp')}
          />
          <Button type="submit" mt={25} variant="outline" loading={preview.isPending}>
            {t('simulator.calculate')}
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
              {t('simulator.sum', {
                current: asked.currentStamp,
                added: asked.addedStamp,
                total: asked.currentStamp + asked.addedStamp,
              })}
              <b>{t('simulator.issued', { n: issuedCount })}</b>
              {t('simulator.remaining')}
              <b>{t('simulator.stamps', { n: result.newBalance })}</b>
            </Text>
            {result.issued.length > 0 ? (
              <List spacing={4} size="sm" icon={<IconTicket size={16} />}>
                {result.issued.map((item) => (
                  <List.Item key={item.definitionId}>
                    {item.couponName}{' '}
                    <Badge size="sm" variant="light">
                      {t('simulator.sheets', { n: item.count })}
                    </Badge>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {t('simulator.none')}
              </Text>
            )}
          </>
        ) : null}
      </Stack>
    </FormSection>
  );
};

import { formatDistance, formatWon, type GeoPoint } from '@jumun/shared';
import {
  Alert,
  Badge,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { companySettingsText } from '../../i18n';
import { type FeeTestInput, testDeliveryFee } from '../../utils/fee-tester';
import { HINT_BELOW } from '../common/field-props';

type DeliveryFeeTesterProps = { config: unknown; shopLocation: GeoPoint | null };

/** "What would this order pay?" with the config on screen, saved or not (issue #6 §3). */
export const DeliveryFeeTester = ({ config, shopLocation }: DeliveryFeeTesterProps) => {
  const { t } = companySettingsText.useT();
  const [mode, setMode] = useState<FeeTestInput['mode']>('distance');
  const [distanceMeters, setDistanceMeters] = useState<number | ''>(1200);
  const [latitude, setLatitude] = useState<number | ''>('');
  const [longitude, setLongitude] = useState<number | ''>('');
  const [orderAmount, setOrderAmount] = useState<number | ''>(15000);
  const [bundleCount, setBundleCount] = useState<number | ''>(1);
  const asNumber = (value: string | number) => (typeof value === 'number' ? value : '');

  const outcome = testDeliveryFee({
    config,
    mode,
    distanceMeters,
    destination: { latitude, longitude },
    shopLocation,
    orderAmount,
    bundleCount,
  });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={t('delivery.tester.title')}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {t('delivery.tester.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('delivery.tester.description')}
          </Text>
        </Stack>
        <SegmentedControl
          w="fit-content"
          aria-label={t('delivery.tester.mode')}
          value={mode}
          onChange={(value) => setMode(value === 'point' ? 'point' : 'distance')}
          data={[
            { value: 'distance', label: t('delivery.tester.byDistance') },
            { value: 'point', label: t('delivery.tester.byPoint') },
          ]}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {mode === 'distance' ? (
            <NumberInput
              label={t('delivery.tester.distance')}
              suffix=" m"
              thousandSeparator=","
              min={0}
              value={distanceMeters}
              onChange={(value) => setDistanceMeters(asNumber(value))}
            />
          ) : (
            <>
              <NumberInput
                label={t('delivery.tester.latitude')}
                decimalScale={7}
                hideControls
                value={latitude}
                onChange={(value) => setLatitude(asNumber(value))}
              />
              <NumberInput
                label={t('delivery.tester.longitude')}
                decimalScale={7}
                hideControls
                value={longitude}
                onChange={(value) => setLongitude(asNumber(value))}
              />
            </>
          )}
          <NumberInput
            label={t('delivery.tester.orderAmount')}
            suffix={t('delivery.tester.won')}
            thousandSeparator=","
            min={0}
            value={orderAmount}
            onChange={(value) => setOrderAmount(asNumber(value))}
          />
          <NumberInput
            label={t('delivery.tester.bundles')}
            description={t('delivery.tester.bundlesHint')}
            {...HINT_BELOW}
            min={0}
            value={bundleCount}
            onChange={(value) => setBundleCount(asNumber(value))}
          />
        </SimpleGrid>
        <FeeTestResult outcome={outcome} />
      </Stack>
    </Card>
  );
};

const FeeTestResult = ({ outcome }: { outcome: ReturnType<typeof testDeliveryFee> }) => {
  const { t } = companySettingsText.useT();
  if (outcome.kind === 'invalidConfig') {
    return (
      <Alert role="status" color="gray" variant="light">
        {t('delivery.tester.invalidConfig')}
      </Alert>
    );
  }
  if (outcome.kind === 'needsInput') {
    return (
      <Alert role="status" color="gray" variant="light">
        {t(`delivery.tester.needs.${outcome.missing}`)}
      </Alert>
    );
  }
  const { result, isFreeDelivery } = outcome;
  return (
    <Stack gap={4} role="status" aria-label={t('delivery.tester.result')}>
      <Group gap="sm">
        <Text fw={700} fz="xl" data-testid="fee-test-fee">
          {t('delivery.tester.fee', { fee: formatWon(result.fee) })}
        </Text>
        {isFreeDelivery ? <Badge color="teal">{t('delivery.tester.free')}</Badge> : null}
        {result.distanceMeters === null ? null : (
          <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
            {formatDistance(result.distanceMeters)}
          </Badge>
        )}
      </Group>
      <Text size="sm" fw={600} c={result.isAllowed ? 'teal' : 'red'} data-testid="fee-test-allowed">
        {result.isAllowed
          ? t('delivery.tester.allowed')
          : t('delivery.tester.refused', { reason: result.reason ?? '' })}
      </Text>
    </Stack>
  );
};

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
import { type FeeTestInput, testDeliveryFee } from '../../utils/fee-tester';
import { HINT_BELOW } from '../common/field-props';

type DeliveryFeeTesterProps = { config: unknown; shopLocation: GeoPoint | null };

/** "What would this order pay?" with the config on screen, saved or not (issue #6 §3). */
export const DeliveryFeeTester = ({ config, shopLocation }: DeliveryFeeTesterProps) => {
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
    <Card withBorder padding="lg" radius="md" component="section" aria-label="배달비 계산해 보기">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            배달비 계산해 보기
          </Title>
          <Text size="sm" c="dimmed">
            지금 화면의 설정(저장 전 포함)으로 계산합니다. 저장되지 않습니다.
          </Text>
        </Stack>
        <SegmentedControl
          w="fit-content"
          aria-label="거리 입력 방법"
          value={mode}
          onChange={(value) => setMode(value === 'point' ? 'point' : 'distance')}
          data={[
            { value: 'distance', label: '거리로' },
            { value: 'point', label: '위치(좌표)로' },
          ]}
        />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {mode === 'distance' ? (
            <NumberInput
              label="가게에서 거리"
              suffix=" m"
              thousandSeparator=","
              min={0}
              value={distanceMeters}
              onChange={(value) => setDistanceMeters(asNumber(value))}
            />
          ) : (
            <>
              <NumberInput
                label="받는 곳 위도"
                decimalScale={7}
                hideControls
                value={latitude}
                onChange={(value) => setLatitude(asNumber(value))}
              />
              <NumberInput
                label="받는 곳 경도"
                decimalScale={7}
                hideControls
                value={longitude}
                onChange={(value) => setLongitude(asNumber(value))}
              />
            </>
          )}
          <NumberInput
            label="주문 금액"
            suffix=" 원"
            thousandSeparator=","
            min={0}
            value={orderAmount}
            onChange={(value) => setOrderAmount(asNumber(value))}
          />
          <NumberInput
            label="상품 묶음 수"
            description="택배 묶음 값 × 수량의 합"
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
  if (outcome.kind === 'invalidConfig') {
    return (
      <Alert role="status" color="gray" variant="light">
        위 설정에 잘못된 값이 있어 계산할 수 없습니다.
      </Alert>
    );
  }
  if (outcome.kind === 'needsInput') {
    return (
      <Alert role="status" color="gray" variant="light">
        {outcome.message}
      </Alert>
    );
  }
  const { result, isFreeDelivery } = outcome;
  return (
    <Stack gap={4} role="status" aria-label="계산 결과">
      <Group gap="sm">
        <Text fw={700} fz="xl" data-testid="fee-test-fee">
          배달비 {formatWon(result.fee)}
        </Text>
        {isFreeDelivery ? <Badge color="teal">무료 배달</Badge> : null}
        {result.distanceMeters === null ? null : (
          <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
            {formatDistance(result.distanceMeters)}
          </Badge>
        )}
      </Group>
      <Text size="sm" fw={600} c={result.isAllowed ? 'teal' : 'red'} data-testid="fee-test-allowed">
        {result.isAllowed ? '주문할 수 있습니다' : `주문할 수 없습니다 — ${result.reason ?? ''}`}
      </Text>
    </Stack>
  );
};

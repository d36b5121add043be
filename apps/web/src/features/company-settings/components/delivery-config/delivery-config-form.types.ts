import type { UseFormReturnType } from '@mantine/form';
import type { DeliveryConfigValues } from '../../utils/delivery-config-form';

export type DeliveryForm = UseFormReturnType<DeliveryConfigValues>;

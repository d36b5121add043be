import type { UseFormReturnType } from '@mantine/form';
import type { BusinessInfoValues } from '../../utils/business-info-form';

export type BusinessInfoForm = UseFormReturnType<BusinessInfoValues>;

import type { UseFormReturnType } from '@mantine/form';
import type { ScheduleValues } from '../../utils/business-hours-form';

export type ScheduleForm = UseFormReturnType<ScheduleValues>;

import type { UseFormReturnType } from '@mantine/form';
import type { KakaoValues } from '../../utils/kakao-form';

export type KakaoForm = UseFormReturnType<KakaoValues>;

import type { CouponIssuancePreview, CouponIssuancePreviewInput } from '@jumun/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { couponDefinitionsPath } from './coupon-definitions-path';

/** POST …/coupon-definitions/preview-issuance: the server runs the shared issuance with the saved definitions. */
export const previewCouponIssuance = (companyId: string, input: CouponIssuancePreviewInput) =>
  api.post<CouponIssuancePreview>(couponDefinitionsPath(companyId, '/preview-issuance'), input);

export const usePreviewCouponIssuance = (companyId: string) =>
  useMutation({ mutationFn: (input: CouponIssuancePreviewInput) => previewCouponIssuance(companyId, input) });

import type { CouponDefinition, CouponDefinitionInput } from '@jumun/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { couponDefinitionsPath } from './coupon-definitions-path';

/** PUT …/coupon-definitions/:id with the revision the form was opened at; a stale one is refused with 409. */
export const updateCouponDefinition = (companyId: string, id: string, input: CouponDefinitionInput) =>
  api.put<CouponDefinition>(couponDefinitionsPath(companyId, `/${encodeURIComponent(id)}`), input);

export const useUpdateCouponDefinition = (companyId: string, id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponDefinitionInput) => updateCouponDefinition(companyId, id, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.couponDefinition.detail(id, { companyId }), saved);
      return queryClient.invalidateQueries({ queryKey: queryKeys.couponDefinition.lists() });
    },
  });
};

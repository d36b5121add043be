import type { CouponDefinition, CouponDefinitionInput } from '@jumun/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { unwrap } from '../../../lib/api-result';
import { queryKeys } from '../../../lib/query-keys';
import { couponDefinitionsPath } from './coupon-definitions-path';

/** PUT …/coupon-definitions/:id with the revision the form was opened at; a stale one is refused with 409. */
export const updateCouponDefinition = async (companyId: string, id: string, input: CouponDefinitionInput) =>
  unwrap(
    await apiRequest<CouponDefinition>(
      'PUT',
      couponDefinitionsPath(companyId, `/${encodeURIComponent(id)}`),
      {
        body: input,
      },
    ),
  );

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

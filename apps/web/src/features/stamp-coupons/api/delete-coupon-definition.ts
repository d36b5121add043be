import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { couponDefinitionsPath } from './coupon-definitions-path';

/** DELETE …/coupon-definitions/:id: the server keeps a tombstone, issued coupons keep their definition id. */
export const deleteCouponDefinition = (companyId: string, id: string) =>
  api.delete<{ id: string; revision: number }>(
    couponDefinitionsPath(companyId, `/${encodeURIComponent(id)}`),
  );

export const useDeleteCouponDefinition = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCouponDefinition(companyId, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.couponDefinition.all }),
  });
};

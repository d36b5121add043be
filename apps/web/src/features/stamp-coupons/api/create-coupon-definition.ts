import type { CouponDefinition, CouponDefinitionInput } from '@jumun/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { couponDefinitionsPath } from './coupon-definitions-path';

/** POST …/coupon-definitions: the server assigns the `def_{epochMs}_{4 digits}` id. */
export const createCouponDefinition = (companyId: string, input: CouponDefinitionInput) =>
  api.post<CouponDefinition>(couponDefinitionsPath(companyId), input);

export const useCreateCouponDefinition = (companyId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CouponDefinitionInput) => createCouponDefinition(companyId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.couponDefinition.lists() }),
  });
};

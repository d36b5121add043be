import { type Company, companyFieldsSchema, rewardPolicySchema } from '@jumun/shared';
import type { z } from 'zod';
import { schemaResolver } from '../../../lib/forms/zod-resolver';

export const rewardPolicyFormSchema = rewardPolicySchema.extend({
  rewardStampValue: companyFieldsSchema.shape.rewardStampValue,
});
export type RewardPolicyFormValues = z.infer<typeof rewardPolicyFormSchema>;

export const pickRewardPolicy = (company: Company): RewardPolicyFormValues => ({
  ...company.rewardPolicy,
  rewardStampValue: company.rewardStampValue,
});

export const mergeRewardPolicy = (
  base: Company,
  { rewardStampValue, ...rewardPolicy }: RewardPolicyFormValues,
) => ({
  ...base,
  rewardPolicy,
  rewardStampValue,
});

export const validateRewardPolicy = schemaResolver(rewardPolicyFormSchema);

/** The five rates of domain §7.1, by how the order is paid (labelled `reward.rates.<key>`). */
export const RATE_FIELDS = [
  'savedRatePrepaidCard',
  'savedRatePrepaidCash',
  'savedRatePrepaidPoint',
  'savedRateDeferredpayCard',
  'savedRateDeferredpayCash',
] as const;

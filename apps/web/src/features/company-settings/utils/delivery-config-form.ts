import { type Company, companyFieldsSchema } from '@jumun/shared';
import type { CompanyFormConfig } from '../../../lib/company/use-company-form';

export type DeliveryConfigValues = Pick<Company, 'deliveryConfig'>;

/** 배달 설정 page (issue #6 §3), validated by the shared deliveryConfigSchema. */
export const deliveryConfigFormConfig: CompanyFormConfig<DeliveryConfigValues> = {
  schema: companyFieldsSchema.pick({ deliveryConfig: true }),
  pick: (company) => ({ deliveryConfig: company.deliveryConfig }),
  merge: (base, values) => ({ ...base, ...values }),
};

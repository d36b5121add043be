import type {
  CategoryInput,
  CompanyInput,
  CompanyRole,
  CouponDefinitionInput,
  OptionGroupInput,
  OptionInput,
  ProductInput,
} from '@jumun/shared';

/**
 * A seeded company: its document plus a catalogue whose cross references use local keys
 * (`categoryKeys`, `optionKeys`, `optionGroupKey`) that the seeder turns into stable ids.
 */
export type SeedCompany = {
  company: CompanyInput;
  categories: (CategoryInput & { key: string })[];
  options: (OptionInput & { key: string })[];
  optionGroups: (Omit<OptionGroupInput, 'optionIds'> & { key: string; optionKeys: string[] })[];
  products: (Omit<ProductInput, 'categories' | 'optionIds' | 'optionGroupId'> & {
    categoryKeys: string[];
    optionGroupKey?: string;
    optionKeys?: string[];
  })[];
  /** Stamp coupon settings, stored as `def_<company>_<key>`. */
  couponDefinitions?: (CouponDefinitionInput & { key: string })[];
};

export type SeedAdministrator = {
  uid: string;
  phone: string;
  companyIds: string[];
  /** Their role in each of companyIds (issue 14). */
  companyRole: CompanyRole;
  roles: ('admin' | 'super')[];
  name: string;
};

import { OptionGroupListPage } from '../../../../features/catalogue';

export const Component = OptionGroupListPage;

import { OptionGroupCreatePage } from '../../../../features/catalogue';

export const Component = OptionGroupCreatePage;

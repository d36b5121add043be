import { OptionCreatePage } from '../../../../features/catalogue';

export const Component = OptionCreatePage;

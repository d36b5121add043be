import { OptionListPage } from '../../../../features/catalogue';

export const Component = OptionListPage;

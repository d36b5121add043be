import { OptionEditPage } from '../../../../features/catalogue';

export const Component = OptionEditPage;

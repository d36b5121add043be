import { OptionGroupEditPage } from '../../../../features/catalogue';

export const Component = OptionGroupEditPage;

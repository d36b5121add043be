import { ProductCreatePage } from '../../../../features/catalogue';

export const Component = ProductCreatePage;

import { ProductListPage } from '../../../../features/catalogue';

export const Component = ProductListPage;

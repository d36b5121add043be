import { ProductEditPage } from '../../../../features/catalogue';

export const Component = ProductEditPage;

import { CategoryListPage } from '../../../../features/catalogue';

export const Component = CategoryListPage;

import { CategoryCreatePage } from '../../../../features/catalogue';

export const Component = CategoryCreatePage;

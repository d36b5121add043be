import { CategoryEditPage } from '../../../../features/catalogue';

export const Component = CategoryEditPage;

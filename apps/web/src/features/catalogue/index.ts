/** Page components of the catalogue routes (spec §2); app/routes/admin/catalogue/* render them. */
export { CategoryListPage } from './components/category/category-list-page';
export { CategoryCreatePage, CategoryEditPage } from './components/category/category-pages';
export { OptionListPage } from './components/option/option-list-page';
export { OptionCreatePage, OptionEditPage } from './components/option/option-pages';
export { OptionGroupListPage } from './components/option-group/option-group-list-page';
export { OptionGroupCreatePage, OptionGroupEditPage } from './components/option-group/option-group-pages';
export { ProductListPage } from './components/product/product-list-page';
export { ProductCreatePage, ProductEditPage } from './components/product/product-pages';

/** Test factories for the other workspaces' tests (`@jumun/shared/testing`); never imported by production code. */
export { makeCategory, makeOption, makeOptionGroup, makeProduct } from './catalogue/catalogue-test-factory';

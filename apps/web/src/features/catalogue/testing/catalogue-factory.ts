/** The catalogue's tests build rows with the app-wide factory (testing/catalogue-factory.ts). */
export { makeCategory, makeOption, makeOptionGroup, makeProduct } from '../../../testing/catalogue-factory';

/** The orders module's public entry: what the seed, scripts and benchmarks may use. */
export { loadQuoteCatalogue } from './order-catalogue.repository';
export { type OrdersModuleDeps, registerOrdersModule } from './orders.module';

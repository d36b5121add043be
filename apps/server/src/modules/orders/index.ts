/** The orders module's public entry: what the seed, scripts and benchmarks may use. */
export { companiesWithOrdersSince, dayVersions, lastOrderAtByCompany } from './order-lookups.repository';
export { applyOrderChange, type OrderChange } from './order-transition';
export { type OrdersModuleDeps, registerOrdersModule } from './orders.module';
export { findOrder, findOrderForUpdate, type OrderRow } from './orders.repository';
export type { ParcelShipping, ParcelToShip } from './parcel-shipping.service';

/** Payments through a provider adapter (test page, NicePay): the module's public entry. */
export { registerPaymentsModule } from './payments.module';
export type { PaymentsService } from './payments.service';

/** Payments through a provider adapter (test page, NicePay): the module's public entry. */

export { nicepayPageOrigins } from './nicepay-provider';
export { registerPaymentsModule } from './payments.module';
export type { PaymentsService } from './payments.service';

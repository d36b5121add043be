export { InvoicePastePage as Component } from '../../../features/invoices/components/invoice-paste-page';

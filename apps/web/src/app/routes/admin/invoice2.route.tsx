export { InvoiceGridPage as Component } from '../../../features/invoices/components/invoice-grid-page';

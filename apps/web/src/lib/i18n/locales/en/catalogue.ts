import type { Messages } from '../ko';
import type { koCatalogue } from '../ko/catalogue';

export const enCatalogue: Messages<typeof koCatalogue> = {
  remove: {
    button: 'Delete',
    title: 'Delete this?',
    body: 'Deletes {{name}}. It disappears from the customer screens at once.',
    refused: 'Cannot delete',
    cancel: 'Cancel',
    done: 'Deleted {{name}}.',
  },
  notFound: {
    title: '{{label}} not found',
    body: 'It was deleted or belongs to another company.',
    back: 'Back to list',
  },
  product: {
    copySuffix: ' (copy)',
    soldOutNow: '{{name}} sold out ({{until}})',
    onSaleAgain: '{{name}} is on sale again.',
    duplicateFailed: 'Could not duplicate',
    duplicated: 'Created {{name}}, hidden for now.',
    bulkStale: '{{error}}: {{names}} changed elsewhere. Cancel and enter the prices again.',
    bulkSaved: 'Saved {{count}} prices.',
  },
  file: {
    kinds: { categories: 'category', optionIds: 'option' },
    readFailed: 'Could not read the file.',
    unclosedQuote: 'A quote is not closed. Check the file.',
    noRows: 'No rows to import. The first line must be the header line.',
    noNameColumn: 'There is no 상품명 (product name) column.',
    unknownId: '{{column}}: no such product ({{id}})',
    duplicateId: '{{column}}: the same product appears twice',
    staleRow: '{{message}}. Export the file again and make your changes there.',
    tooMany: 'You can import at most {{max}} at once ({{count}}). Split the file.',
    notANumber: 'Enter a number',
    notYesNo: 'Enter 예 (yes) or 아니오 (no)',
    unknownNames: 'No such {{label}}: {{names}}',
    unknownOptionGroup: 'No such option group: {{name}}',
    xlsxUnreadable: 'Could not read the Excel file. Check that it is an .xlsx file.',
  },
};

import type { Messages } from '../ko';
import type { koForms } from '../ko/forms';

export const enForms: Messages<typeof koForms> = {
  zod: {
    number: 'Enter a number',
    required: 'Enter a value',
    stringMin: 'Enter at least {{minimum}} characters',
    stringMax: 'Enter at most {{maximum}} characters',
    numberMin: 'Must be {{minimum, number}} or more',
    numberMax: 'Must be {{maximum, number}} or less',
    arrayMin: 'At least {{minimum}} needed',
    arrayMax: 'Up to {{maximum}} allowed',
    format: 'The format is not valid',
    value: 'This value is not allowed',
  },
  checkFields: 'Check the fields marked in red.',
  saved: 'Saved.',
  savedNamed: 'Saved {{name}}.',
  saveFailed: 'Could not save',
  retry: 'Try again',
  keptUnsaved: 'Your changes are still on this screen. Check the connection, then try again.',
  conflictBody:
    'Someone saved this first. Nothing was overwritten. Load the latest version, then make your changes again.',
  reloadLatest: 'Load the latest version',
  unsaved: 'You have unsaved changes',
  noChanges: 'No changes',
  reset: 'Undo changes',
  save: 'Save',
  backToList: 'Back to list',
  cancel: 'Cancel',
  leave: {
    title: 'Unsaved changes',
    body: 'If you leave this screen, your changes will be lost. Leave anyway?',
    stay: 'Keep editing',
    leave: 'Leave without saving',
  },
};

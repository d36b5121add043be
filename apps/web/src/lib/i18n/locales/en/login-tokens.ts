import type { Messages } from '../ko';
import type { koLoginTokens } from '../ko/login-tokens';

export const enLoginTokens: Messages<typeof koLoginTokens> = {
  title: 'Customer sign-in links',
  description:
    'Links to send over KakaoTalk. Opening one signs the customer in without a code and opens your menu.',
  create: {
    title: 'New link',
    phone: 'Customer mobile number',
    validDays: 'Valid for (days)',
    friendtalk: 'Mark as a Friendtalk customer (Friendtalk prices apply)',
    submit: 'Create link',
    created: 'Link created.',
  },
  table: {
    phone: 'Phone',
    created: 'Created',
    lastUsed: 'Last used',
    expires: 'Expires',
    state: 'State',
    actions: 'Actions',
    never: 'Never',
    empty: 'No links yet.',
  },
  state: { active: 'Active', expired: 'Expired', revoked: 'Revoked' },
  friendtalk: 'Friendtalk',
  fromNotifications: 'Message link',
  fromNotificationsHelp:
    'Made by the server for order and stamp messages: one per customer phone, reused until a week before it expires.',
  copy: 'Copy link',
  copied: 'Copied',
  qr: 'QR code',
  qrLabel: 'QR code of the sign-in link',
  revoke: 'Revoke',
  revoked: 'The link can no longer be used.',
  readOnly: 'Demo accounts cannot create or revoke links.',
  loadFailed: 'Could not load the links: {{message}}',
};

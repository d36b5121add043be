import type { Messages } from '../ko';
import type { koAccount } from '../ko/account';

export const enAccount: Messages<typeof koAccount> = {
  sessions: {
    title: 'Signed-in browsers',
    description:
      'Browsers signed in to this account. Last used is the last sign-in or sign-in renewal (at least hourly while in use).',
    current: 'This browser',
    times: 'Signed in {{signedIn}} · last used {{lastUsed}}',
    unknownBrowser: 'Unknown browser',
    unknownDevice: 'unknown device',
    logout: 'Sign out',
    logoutOthers: 'Sign out other devices',
    logoutOthersHelp:
      'Every sign-in except this browser ends within seconds. Sign registered counter devices out one by one under Devices.',
    loggedOutOthers: 'Ended {{count}} other sign-ins.',
  },
  devices: {
    title: 'Devices',
    description:
      'A registered device, such as the counter tablet, signs in to this shop’s order board without a code.',
    name: 'Device name',
    namePlaceholder: 'e.g. Counter tablet',
    role: 'Device role',
    roleNames: { owner: 'Owner', manager: 'Manager', staff: 'Staff' },
    register: 'Register device',
    registered:
      'Registered. Open the link below once on that device and it stays signed in. The link is shown only now.',
    copyLink: 'Copy link',
    copied: 'Copied',
    useHere: 'Use this device as the counter device',
    qrLabel: 'QR code of the automatic sign-in link',
    lastSeen: 'Last seen {{when}}',
    neverSeen: 'Not used yet',
    revoked: 'Revoked',
    revoke: 'Sign it out',
    empty: 'No registered devices.',
    readOnly: 'Demo accounts cannot register devices.',
  },
  companies: {
    roleNames: { owner: 'Owner', manager: 'Manager', staff: 'Staff' },
    leave: 'Leave company',
    leaveConfirm: 'After leaving {{shopName}} you can no longer see its screens. Leave?',
    cancel: 'Cancel',
  },
  phone: {
    title: 'Change phone number',
    description:
      'We send a code to the new number; the number changes once you enter that code. This browser stays signed in.',
    newNumber: 'New phone number',
    send: 'Send code',
    resend: 'Send again',
    code: '6-digit code',
    confirm: 'Change number',
    changed: 'Number changed. You now sign in with the number ending in {{suffix}}.',
  },
  deleteAccount: {
    title: 'Delete account',
    description:
      'Your name and phone number are erased, every device is signed out and you leave every company. Orders and the change log stay with the shops as the law requires. If you are a shop’s last owner, make someone else owner first.',
    open: 'Delete account…',
    confirmLabel: 'To confirm, type the last 4 digits of your phone number',
    confirm: 'Delete account permanently',
  },
};

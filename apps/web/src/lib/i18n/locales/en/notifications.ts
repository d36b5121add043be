import type { Messages } from '../ko';
import type { koNotifications } from '../ko/notifications';

export const enNotifications: Messages<typeof koNotifications> = {
  title: 'Customer messages',
  description:
    'The KakaoTalk and text messages sent to customers, and how each went. A failed one can be sent again.',
  filter: {
    label: 'State',
    all: 'All',
    queued: 'Not sent yet',
    sent: 'Sent',
    failed: 'Failed',
  },
  table: {
    label: 'Customer messages',
    when: 'Time',
    what: 'Message',
    to: 'To',
    how: 'Channel',
    result: 'Result',
  },
  event: {
    orderAccepted: 'Order accepted',
    orderReady: 'Ready for pickup',
    orderDelivering: 'On the way',
    orderCancelled: 'Order cancelled',
    stampEarned: 'Stamp earned',
    couponEarned: 'Coupon issued',
    shopEscalation: 'Shop alert (waiting too long)',
    shopBoardOffline: 'Shop alert (board closed)',
    waybillShipped: 'Tracking number sent',
  },
  state: { queued: 'Queued', sending: 'Sending', sent: 'Sent', failed: 'Failed' },
  channel: { alimtalk: 'KakaoTalk', sms: 'Text', console: 'Logged only (development)' },
  attempts: '{{count}} attempts',
  resend: 'Send again',
  resendLabel: 'Send the {{event}} message of {{time}} again',
  resent: 'Sending the message again.',
  resendFailed: 'Could not send it again',
  readOnly: 'Only staff and above can send messages again.',
  more: 'Show more',
  loadFailed: 'Could not load the messages.',
  retry: 'Try again',
  empty: {
    all: 'No messages sent yet.',
    queued: 'No messages waiting to be sent.',
    sent: 'No messages sent.',
    failed: 'No failed messages.',
  },
};

import { NOBODY, type Probe, post, SIGNED_IN } from './probes';

let spareNumber = 0;
/** A number no account holds, different on every call: the send cooldown is per number. */
const freshNumber = () => `010-7777-${String(++spareNumber).padStart(4, '0')}`;

/**
 * 내 정보 self-service (issue 15): every signed-in administrator acts on their own account only, so the refusals are
 * the interesting rows — leaving a company one is not in, a phone change without the new number's code, a deletion
 * whose typed digits do not match. Customers and forged tokens get nothing.
 */
export const MY_ACCOUNT_ROUTE_ROWS: Record<string, Probe[]> = {
  'POST /api/admin/me/companies/:companyId/leave': [
    {
      name: 'leave a company one does not work at',
      allow: NOBODY,
      request: () => post('/api/admin/me/companies/coNotAMember/leave', {}),
    },
  ],
  'POST /api/admin/me/phone/send-sms': [
    {
      name: 'send a code to a new number for oneself',
      allow: SIGNED_IN,
      request: () => post('/api/admin/me/phone/send-sms', { phoneNumber: freshNumber() }),
    },
  ],
  'POST /api/admin/me/phone': [
    {
      name: 'take a number without its code',
      allow: NOBODY,
      request: () => post('/api/admin/me/phone', { phoneNumber: '010-7777-9999', code: '000000' }),
    },
  ],
  'POST /api/admin/me/delete': [
    {
      name: 'delete one’s account with the wrong last four digits',
      allow: NOBODY,
      request: () => post('/api/admin/me/delete', { phoneSuffix: '9999' }),
    },
  ],
};

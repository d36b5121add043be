import {
  COMPANY_ROLE_LABELS_KO,
  type Company,
  type CompanyRole,
  staffInvitationMessage,
} from '@jumun/shared';
import type { SmsProvider } from '../auth';
import type { Notifier } from '../notifications';

export type InvitationChannel = 'alimtalk' | 'sms' | 'console';

export type InvitationSenderDeps = {
  sms: SmsProvider;
  /** The customer notifications' notifier (Aligo Alimtalk with SMS fallback, or the console). */
  notifier: Pick<Notifier, 'send'>;
  /** The shop's Kakao settings, decrypted (company service `getForSystem`). */
  kakaoOf: (companyId: string) => Promise<Company['kakaoInfo']>;
};

/**
 * Sends an invitation link to the invitee's phone (issue 14): by Alimtalk when the shop has an invitation template
 * (the notifier falls back to SMS itself when the sender key or number is missing or Kakao refuses), else by SMS as
 * before. Answers how it went out.
 */
export const createInvitationSender =
  (deps: InvitationSenderDeps) =>
  async (invite: {
    companyId: string;
    phone: string;
    shopName: string;
    role: CompanyRole;
    link: string;
  }): Promise<InvitationChannel> => {
    const text = staffInvitationMessage({
      shopName: invite.shopName,
      roleLabel: COMPANY_ROLE_LABELS_KO[invite.role],
      link: invite.link,
    });
    const kakao = await deps.kakaoOf(invite.companyId);
    if (kakao.noticeCodeStaffInvitation) {
      const delivery = await deps.notifier.send({
        to: invite.phone,
        text,
        templateCode: kakao.noticeCodeStaffInvitation,
        senderKey: kakao.securedSenderKey,
        sender: kakao.securedSender,
      });
      return delivery.channel;
    }
    await deps.sms.send(invite.phone, text);
    return 'sms';
  };

export type InvitationSender = ReturnType<typeof createInvitationSender>;

import { type CustomerNotificationEvent, renderOrderNotification, type TemplateTexts } from '@jumun/shared';

/** The sample order a preview fills the variables with (words from the settings namespace). */
export type PreviewSample = {
  shopName: string;
  cancelReason: string;
  couponName: string;
  customerName: string;
  courier: string;
};

/**
 * A customer message as the shop's customers will read it: the shop's text (or ours) through the very function the
 * server's outbox renders and stores, filled with a sample order.
 */
export const previewTemplate = (
  event: CustomerNotificationEvent,
  sample: PreviewSample,
  texts: Partial<TemplateTexts>,
) =>
  renderOrderNotification(
    event,
    {
      shopName: sample.shopName,
      orderNumber: 12,
      readyAt: '14:05',
      cancelReason: sample.cancelReason,
      stampCount: 1,
      couponNames: sample.couponName,
      delivery: {
        고객명: sample.customerName,
        택배회사명: sample.courier,
        송장번호: '689612345678',
        배송조회: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=689612345678',
      },
    },
    texts,
  );

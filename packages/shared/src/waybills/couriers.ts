/**
 * Couriers a shop ships parcels with (domain §9: the tracking proxy's codes). The first three are the ones the
 * waybill screens offer first; 우체국 is the default. The tracking link is the courier's public lookup page, so a
 * customer can follow the parcel from the message or their order page.
 */
export const COURIERS = ['epost', 'hanjin', 'cj', 'lotte', 'logen', 'ilyanglogis'] as const;
export type Courier = (typeof COURIERS)[number];
export const DEFAULT_COURIER: Courier = 'epost';

/** Korean names: they go into the customer's message (#{택배회사명}), so they are data, not UI words. */
export const COURIER_NAMES: Record<Courier, string> = {
  epost: '우체국택배',
  hanjin: '한진택배',
  cj: 'CJ대한통운',
  lotte: '롯데택배',
  logen: '로젠택배',
  ilyanglogis: '일양로지스',
};

const TRACKING_URLS: Record<Courier, (n: string) => string> = {
  epost: (n) => `https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=${n}`,
  hanjin: (n) =>
    `https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=${n}`,
  cj: (n) => `https://trace.cjlogistics.com/next/tracking.html?wblNo=${n}`,
  lotte: (n) => `https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=${n}`,
  logen: (n) => `https://www.ilogen.com/web/personal/trace/${n}`,
  ilyanglogis: (n) => `https://www.ilyanglogis.com/functionality/tracking_result.asp?hawb_no=${n}`,
};

export const courierTrackingUrl = (courier: Courier, trackingNumber: string) =>
  TRACKING_URLS[courier](encodeURIComponent(trackingNumber));

export const isCourier = (value: string): value is Courier => (COURIERS as readonly string[]).includes(value);

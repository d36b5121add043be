/** What NicePay's JS SDK (`AUTHNICE`) takes to open its payment window (server-approval model). */
export type NicepayPayRequest = {
  clientId: string;
  method: string;
  orderId: string;
  amount: number;
  goodsName: string;
  /** Absolute: NicePay posts the authentication result there (our server), which sends the browser back. */
  returnUrl: string;
  /** Called when the window is closed or the authentication fails; required by the SDK. */
  fnError: (result: { resultCode?: string; errorMsg?: string }) => void;
};

export type NicepaySdk = { requestPay: (request: NicepayPayRequest) => void };

type WithSdk = Window & { AUTHNICE?: NicepaySdk };

const LOAD_TIMEOUT_MS = 15_000;
const loading = new Map<string, Promise<NicepaySdk>>();

/**
 * Loads NicePay's SDK from the URL the server named (NICEPAY_JS_SDK_URL) once per page (a loaded SDK is
 * `window.AUTHNICE`; calls while it loads share one script). Only the card step needs it, so it never weighs on the
 * menu. A script that fails, times out or defines no `AUTHNICE` rejects, and the next call tries again.
 */
export const loadNicepaySdk = (url: string): Promise<NicepaySdk> => {
  const existing = (window as WithSdk).AUTHNICE;
  if (existing) return Promise.resolve(existing);
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<NicepaySdk>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loading.delete(url);
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('NicePay SDK: timed out'), LOAD_TIMEOUT_MS);
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      loading.delete(url);
      const sdk = (window as WithSdk).AUTHNICE;
      if (sdk) resolve(sdk);
      else fail('NicePay SDK: AUTHNICE is missing');
    });
    script.addEventListener('error', () => fail('NicePay SDK: could not load'));
    document.head.append(script);
  });
  loading.set(url, promise);
  return promise;
};

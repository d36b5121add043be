/**
 * The browser side of the fake NicePay (nicepay-gateway.ts): the JS SDK a merchant page loads, the payment window it
 * opens as a layer (an iframe over the page, as NicePay's SDK does on a PC), and the page that posts the signed
 * authentication result to the merchant's returnUrl — the customer presses 인증하기 where a real card company asks
 * for its password, or 닫기, which reaches the merchant through the SDK's `fnError` callback.
 */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const hiddenFields = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

const page = (title: string, body: string) =>
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
  `<title>${escapeHtml(title)}</title><style>body{margin:0;font-family:system-ui,sans-serif;display:grid;` +
  `place-items:center;min-height:100vh;background:rgba(0,0,0,.45)}main{background:#fff;border-radius:16px;` +
  `padding:24px;width:min(360px,90vw)}button{display:block;width:100%;padding:12px;margin-top:8px;font-size:16px}` +
  `</style></head><body><main>${body}</main></body></html>`;

/** `GET /v1/js/`: `AUTHNICE.requestPay(params)` opens the window; closing it calls `params.fnError`. */
export const sdkScript = (origin: string) => `(function () {
  var GATEWAY = ${JSON.stringify(origin)};
  window.AUTHNICE = {
    requestPay: function (params) {
      if (typeof params.fnError !== 'function') throw new Error('AUTHNICE.requestPay: fnError is required');
      var query = new URLSearchParams({
        clientId: params.clientId, method: params.method, orderId: params.orderId,
        amount: String(params.amount), goodsName: params.goodsName, returnUrl: params.returnUrl
      });
      var frame = document.createElement('iframe');
      frame.src = GATEWAY + '/v1/pay?' + query.toString();
      frame.title = 'NICEPAY 결제창';
      frame.setAttribute('style', 'position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647');
      document.body.appendChild(frame);
      window.addEventListener('message', function onMessage(event) {
        if (event.origin !== GATEWAY || !event.data || event.data.type !== 'nicepay:close') return;
        window.removeEventListener('message', onMessage);
        frame.remove();
        params.fnError({ resultCode: 'U001', errorMsg: event.data.errorMsg });
      });
    }
  };
})();`;

export type PayWindowRequest = {
  clientId: string;
  method: string;
  orderId: string;
  amount: string;
  goodsName: string;
  returnUrl: string;
};

/** `GET /v1/pay?…`: the window; 인증하기 posts to `/v1/pay/auth` in the top window, 닫기 tells the SDK. */
export const payWindowPage = (request: PayWindowRequest, isKnownClient: boolean) => {
  if (!isKnownClient || !/^https?:\/\//.test(request.returnUrl)) {
    return page(
      'NICEPAY 오류',
      '<h1>잘못된 결제 요청입니다</h1><p>가맹점 정보 또는 returnUrl이 올바르지 않습니다.</p>',
    );
  }
  const amount = Number(request.amount).toLocaleString('ko-KR');
  return page(
    'NICEPAY 결제창',
    `<h1>NICEPAY 테스트 결제</h1><p>${escapeHtml(request.goodsName)}</p><p><strong>${amount}원</strong></p>` +
      `<form method="post" action="/v1/pay/auth" target="_top">${hiddenFields({ ...request })}` +
      `<button type="submit">인증하기</button></form>` +
      `<button type="button" id="close">닫기</button>` +
      `<script>document.getElementById('close').onclick=function(){parent.postMessage(` +
      `{type:'nicepay:close',errorMsg:'사용자가 결제를 취소하셨습니다.'},'*')}</script>`,
  );
};

/** `POST /v1/pay/auth`: the signed result, posted to the merchant's returnUrl as soon as the page loads. */
export const returnPostPage = (returnUrl: string, result: Record<string, string>) =>
  page(
    'NICEPAY',
    `<form method="post" action="${escapeHtml(returnUrl)}">${hiddenFields(result)}` +
      `<noscript><button type="submit">가맹점으로 돌아가기</button></noscript></form>` +
      '<script>document.forms[0].submit()</script>',
  );

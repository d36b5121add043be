import { formatWon, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@jumun/shared';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export type TestCheckoutView = {
  action: string;
  shopName: string;
  goodsName: string;
  amount: number;
  method: string;
  /** Already answered: the page says so and only links back. */
  doneUrl: string | null;
};

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Noto Sans KR","Apple SD Gothic Neo",sans-serif;
  background:#f1f3f5;color:#212529}main{max-width:420px;margin:0 auto;padding:24px 16px}
  .card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
  .badge{display:inline-block;background:#fff3bf;color:#e67700;border-radius:999px;padding:4px 10px;font-size:13px;font-weight:600}
  h1{font-size:20px;margin:16px 0 4px}p{margin:4px 0;color:#495057}.amount{font-size:32px;font-weight:700;margin:20px 0;color:#212529}
  dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:16px 0;font-size:15px}dt{color:#868e96}dd{margin:0;text-align:right}
  button,a.button{display:block;width:100%;padding:14px;border-radius:12px;border:0;font-size:17px;font-weight:600;margin-top:10px;
  text-align:center;text-decoration:none;cursor:pointer}.approve{background:#2f9e44;color:#fff}.decline{background:#fff;color:#c92a2a;
  border:1px solid #ffa8a8}.close{background:#e9ecef;color:#495057}small{display:block;margin-top:16px;color:#868e96;line-height:1.5}`;

/**
 * The built-in test provider's card page (PAYMENT_PROVIDER=test): plain server-rendered HTML, Korean, for phones.
 * It asks for no card data; the three buttons answer as a payment company's test mode would.
 */
export const renderTestCheckoutPage = (view: TestCheckoutView): string => {
  const label = PAYMENT_METHOD_LABELS[view.method as PaymentMethod] ?? view.method;
  const body = view.doneUrl
    ? `<p>이미 처리된 결제입니다.</p><a class="button close" href="${escapeHtml(view.doneUrl)}">주문으로 돌아가기</a>`
    : `<form method="post" action="${escapeHtml(view.action)}">
        <input type="hidden" name="amount" value="${view.amount}">
        <button class="approve" name="action" value="approve" type="submit">승인</button>
        <button class="decline" name="action" value="decline" type="submit">거절</button>
        <button class="close" name="action" value="close" type="submit">닫기</button>
      </form>`;
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>테스트 결제 – ${escapeHtml(view.shopName)}</title><style>${STYLE}</style></head>
<body><main><div class="card">
  <span class="badge">테스트 결제</span>
  <h1>${escapeHtml(view.shopName)}</h1>
  <p>${escapeHtml(view.goodsName)}</p>
  <div class="amount">${formatWon(view.amount)}</div>
  <dl><dt>결제 수단</dt><dd>${escapeHtml(label)}</dd></dl>
  ${body}
  <small>실제 결제가 이루어지지 않는 테스트 화면입니다. 카드 정보는 입력받지 않습니다.</small>
</div></main></body></html>`;
};

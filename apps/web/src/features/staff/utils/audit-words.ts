import { type AuditEntry, PARCEL_LABELS } from '@jumun/shared';

/** Any `t` of the `staff` namespace: a component's (useT) or the plain one (staffText.t). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Fields a sold-out switch changes (the 직원 may change only these, decision 017). */
const SOLD_OUT_FIELDS = new Set(['isSoldOut', 'soldOutUntil']);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A processStatus in the board's words; a parcel is packed and shipped, not cooked and delivered. */
const processWord = (t: Translate, status: string, orderType: string | undefined) =>
  t(
    orderType === 'parcel' && status in PARCEL_LABELS
      ? `audit.order.statusParcel.${status}`
      : `audit.order.status.${status}`,
    {
      defaultValue: status,
    },
  );

/** "주문 #12 접수 대기 → 주문 접수됨"; a payment confirmation moves the payment axis ("결제 대기 → 결제 완료"). */
const orderStep = (t: Translate, row: AuditEntry) => {
  const before = row.before ?? {};
  const after = row.after ?? {};
  const orderType = text(after.orderType);
  const from = text(before.processStatus);
  const to = text(after.processStatus);
  const [fromWord, toWord] =
    from && to
      ? [processWord(t, from, orderType), processWord(t, to, orderType)]
      : [before.orderStatus, after.orderStatus].map((status) =>
          t(`audit.order.payStatus.${String(status)}`, { defaultValue: String(status) }),
        );
  return t('audit.order.step', { number: row.summary || row.entityId, from: fromWord, to: toWord });
};

/** The rest of an order row: what kind of step, and what the administrator said with it. */
const orderDetails = (t: Translate, row: AuditEntry) => {
  const after = row.after ?? {};
  const reason = text(after.cancelReason);
  const reasonText = text(after.cancelReasonText);
  const method = text(after.method);
  return [
    t(`audit.actions.${row.action}`, { defaultValue: row.action }),
    typeof after.prepMinutes === 'number' ? t('audit.order.prepMinutes', { count: after.prepMinutes }) : null,
    reason
      ? t('audit.order.reason', {
          reason: [t(`audit.order.cancelReason.${reason}`, { defaultValue: reason }), reasonText]
            .filter(Boolean)
            .join(' — '),
        })
      : null,
    method
      ? t('audit.order.paidWith', { method: t(`audit.order.method.${method}`, { defaultValue: method }) })
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
};

const isSoldOutSwitch = (row: AuditEntry) =>
  row.action === 'updated' &&
  typeof row.after?.isSoldOut === 'boolean' &&
  Object.keys(row.after).every((key) => SOLD_OUT_FIELDS.has(key));

/**
 * How the 변경 기록 words one row: `headline` says what happened in a sentence the shop would say ("주문 #12 접수 대기 →
 * 주문 접수됨", "상품 · 아메리카노 · 품절로 표시"); `details` is the wording of the rest, or null when the raw
 * before/after fields are the clearest way to show it.
 */
export const describeAuditRow = (
  t: Translate,
  row: AuditEntry,
): { headline: string; details: string | null } => {
  const kind = t(`audit.kinds.${row.kind}`, { defaultValue: row.kind });
  const name = row.summary || row.entityId;
  if (row.kind === 'order') return { headline: orderStep(t, row), details: orderDetails(t, row) };
  if (isSoldOutSwitch(row)) {
    const word = t(row.after?.isSoldOut ? 'audit.soldOut.on' : 'audit.soldOut.off');
    return { headline: `${kind} · ${name} · ${word}`, details: null };
  }
  return {
    headline: `${kind} · ${name} · ${t(`audit.actions.${row.action}`, { defaultValue: row.action })}`,
    details: null,
  };
};

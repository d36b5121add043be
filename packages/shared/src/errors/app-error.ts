/**
 * The one error model shared by server and web (house style §10).
 * Each code maps to an HTTP status; the server sends `{isSuccess:false, message, error}` with that status.
 */
export const ERROR_STATUS = {
  /** The body, query or params failed schema validation; `details` names the fields. */
  VALIDATION: 400,
  /** A save without a company id (spec §5: 회사 정보 없음). */
  COMPANY_REQUIRED: 400,
  /** No or an invalid/expired credential. */
  UNAUTHENTICATED: 401,
  /** Signed in but not allowed (other company, demo write, missing role). */
  FORBIDDEN: 403,
  /** Unknown route, kind, area or item. */
  NOT_FOUND: 404,
  /** The item changed on the server since the client read it (stale revision). */
  CONFLICT: 409,
  /** An order whose request is wrong whatever the shop's state; `details` is OrderRefusedDetails (400-class codes). */
  ORDER_INVALID: 400,
  /** The shop's current state refuses the order; `details` is OrderRefusedDetails (errors/order-refusals.ts). */
  ORDER_REFUSED: 409,
  /** The server's payable amount differs from expectedPayableAmount; `details` is PriceChangedDetails. */
  PRICE_CHANGED: 409,
  /** A status change the transition table (orders/order-transitions.ts) refuses; `details.order` is the current order. */
  TRANSITION_NOT_ALLOWED: 409,
  /** The payment provider declined, or its answer did not match the order (amount, order id). */
  PAYMENT_FAILED: 409,
  /** Body over the size limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** A send or request limit was hit; `retryAfterSeconds` tells when to try again. */
  RATE_LIMITED: 429,
  /** Anything unexpected; the message is replaced with a generic one. */
  INTERNAL: 500,
  /** An upstream gateway (SMS, Kakao) failed. */
  BAD_GATEWAY: 502,
  /**
   * The database connection was lost mid-request (server restart, terminated backend) or the server is
   * shutting down. Nothing was acknowledged; the request may be retried (with the same Idempotency-Key).
   */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_MESSAGES = {
  requestFailed: '요청 중 오류가 발생했습니다.',
  companyRequired: '회사 정보 없음',
  companyIdInvalid: '회사 ID 형식이 올바르지 않습니다.',
  companyNotFound: '회사를 찾을 수 없습니다.',
  staleRevision: '서버에서 내용이 변경되어 저장할 수 없습니다',
  unauthenticated: '로그인이 필요합니다.',
  forbidden: '이 작업을 할 권한이 없습니다.',
  demoReadOnly: '데모 계정은 데모 회사의 내용을 변경할 수 없습니다. 회사를 등록하면 직접 관리할 수 있어요.',
  notFound: '요청한 항목을 찾을 수 없습니다.',
  payloadTooLarge: '요청 본문이 너무 큽니다. (최대 1MB)',
  invalidValue: '입력값이 올바르지 않습니다: 허용되지 않는 문자가 있거나 범위를 벗어난 값입니다.',
  controlCharacter: '요청 주소에 허용되지 않는 문자(제어 문자)가 있습니다.',
  controlCharacterInBody: '입력값에 허용되지 않는 문자(제어 문자)가 있습니다.',
  bodyTooDeep: '요청 본문이 너무 깊게 중첩되어 있습니다.',
  pathTooLong: '요청 주소의 값이 너무 깁니다.',
  badUrl: '요청 주소의 형식이 올바르지 않습니다.',
  internal: '서버 내부 오류가 발생했습니다.',
  serviceUnavailable: '서버가 잠시 데이터베이스에 연결하지 못했습니다. 잠시 후 다시 시도하세요.',
  priceChanged: '가격이 바뀌었습니다. 바뀐 금액을 확인하고 다시 주문해 주세요.',
  orderInvalid: '주문 내용이 올바르지 않습니다.',
  orderRefused: '지금은 이 주문을 받을 수 없습니다.',
  transitionNotAllowed: '주문 상태가 이미 바뀌어 이 작업을 할 수 없습니다. 최신 상태를 확인해 주세요.',
  paymentNotConfirmed: '결제가 완료되지 않은 주문은 접수할 수 없습니다.',
  paymentFailed: '결제를 완료하지 못했습니다.',
  idempotencyKeyRequired: 'Idempotency-Key 헤더가 필요합니다.',
  customerOnly: '고객 로그인이 필요합니다.',
  customerOtherCompany:
    '로그인 링크로 들어온 가게에서만 이용할 수 있습니다. 이 가게에서는 휴대폰 번호로 다시 로그인해 주세요.',
  companySuspended:
    '운영팀이 이 회사의 이용을 중지했습니다. 내용을 볼 수는 있지만 바꿀 수는 없습니다. 운영팀에 문의해 주세요.',
  accountSuspended: '이용이 중지된 계정입니다. 고객센터에 문의해 주세요.',
  kakaoChannelTaken: '이미 다른 가게에 등록된 카카오 채널입니다. 채널 관리자에게 확인해 주세요.',
  lastOwner: '마지막 대표는 내보내거나 다른 역할로 바꿀 수 없습니다. 먼저 다른 사람을 대표로 지정해 주세요.',
} as const;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;

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
  staleRevision: '서버에서 내용이 변경되어 저장할 수 없습니다',
  unauthenticated: '로그인이 필요합니다.',
  forbidden: '이 작업을 할 권한이 없습니다.',
  demoReadOnly: '데모 계정은 데모 회사의 내용을 변경할 수 없습니다. 회사를 등록하면 직접 관리할 수 있어요.',
  notFound: '요청한 항목을 찾을 수 없습니다.',
  payloadTooLarge: '요청 본문이 너무 큽니다. (최대 1MB)',
  internal: '서버 내부 오류가 발생했습니다.',
  serviceUnavailable: '서버가 잠시 데이터베이스에 연결하지 못했습니다. 잠시 후 다시 시도하세요.',
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

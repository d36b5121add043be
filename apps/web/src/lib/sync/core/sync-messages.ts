/** Korean messages of spec §5 and §8; tests and the UI compare against these constants. */
export const SYNC_MESSAGES = {
  deletedFailed: '삭제 목록 불러오기 실패',
  modifiedFailed: '수정 목록 불러오기 실패',
  syncFailed: '서버 동기화 실패',
  companyMissing: '회사 정보 없음',
  notInjected: (name: 'saveItem' | 'saveItems' | 'deleteItem') => `${name} 함수가 주입되지 않았습니다`,
} as const;

/** Thrown inside a sync run; the engine stores `message` as the store's error. */
export class SyncError extends Error {
  override readonly name = 'SyncError';
  readonly detail?: string;

  constructor(message: string, detail?: string) {
    super(message);
    this.detail = detail;
  }
}

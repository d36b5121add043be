/**
 * A Kakao channel search id as 이용신청 takes it (domain §6.2): `@` first, then letters and digits only, at least
 * three characters after the `@`. Typing `주문카페 ` or `@@abc!` becomes `@abc`; the pattern then decides. Kept free
 * of zod so the web's join step can use it without loading the schemas.
 */
export const normalizeKakaoChannelId = (input: string): string => `@${input.replace(/[^A-Za-z0-9]/g, '')}`;
export const KAKAO_CHANNEL_ID_PATTERN = /^@[A-Za-z0-9]{3,49}$/;

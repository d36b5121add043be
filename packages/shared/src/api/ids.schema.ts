import { z } from 'zod';

/**
 * Every id we issue or accept (company, product, category, option, coupon, uid, device …): letters, digits, `_` and
 * `-`. Nothing else — no `/`, `.`, `%`, NUL or other control character — so an id can never leave its path segment,
 * its folder or its SQL parameter's expected shape (issue 9). Route params and body ids use these schemas.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const COMPANY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const idSchema = z
  .string()
  .regex(ID_PATTERN, 'id 형식이 올바르지 않습니다 (영문, 숫자, _ 와 -, 128자 이하)');
export const companyIdSchema = z
  .string()
  .regex(COMPANY_ID_PATTERN, '회사 ID 형식이 올바르지 않습니다 (영문, 숫자, _ 와 -, 64자 이하)');
/**
 * The same ids where a field may be empty ('' = none: no option group, no parent, the session's own company). One
 * pattern with the length floor lowered, so an empty field and a real id obey the same characters — `../x` is a 400
 * in a body or query exactly as in a path (issue 9).
 */
export const optionalIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{0,128}$/, 'id 형식이 올바르지 않습니다 (영문, 숫자, _ 와 -, 128자 이하)');
export const optionalCompanyIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{0,64}$/, '회사 ID 형식이 올바르지 않습니다 (영문, 숫자, _ 와 -, 64자 이하)');
/** `:companyId` of every company-scoped route. */
export const companyParamsSchema = z.object({ companyId: companyIdSchema });

/**
 * A C0 control character other than tab, newline and carriage return, or DEL. No text we store may hold one (a NUL
 * byte is refused by PostgreSQL; the others are invisible and corrupt exports): the server refuses every JSON body
 * that carries one in any string, so each stored string is safe text without each schema saying so.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
export const UNSAFE_TEXT_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasUnsafeTextCharacter = (text: string): boolean => UNSAFE_TEXT_CHARACTER.test(text);

/**
 * 统一社会信用代码 (unified social credit code, GB 32100-2015): 18 characters of digits and upper
 * case letters without I, O, S, V and Z; the last is a check character over the first 17.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The shape alone (what a form checks as the user types). */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The check character of the first 17 characters (which must be of the alphabet). */
export function creditCodeCheckCharacter(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index++) sum += ALPHABET.indexOf(first17[index]!) * WEIGHTS[index]!;
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** Whether a value is a well-formed code whose check character matches; an empty value passes. */
export function isValidCreditCode(value: string | null | undefined): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (!CREDIT_CODE_PATTERN.test(value)) return false;
  return creditCodeCheckCharacter(value.slice(0, 17)) === value[17];
}

/** The message key of a code whose check character is wrong (the server localizes it). */
export const CREDIT_CODE_MESSAGE_KEY = 'validation.creditCode';

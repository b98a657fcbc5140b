/** spec §5 phone formats. An empty value passes; the message key is `validation.phone`. */
const MOBILE = '1[3-9]\\d{9}';
const LANDLINE = '\\d{3,4}-\\d{7,8}';

/** Variant 1: a mobile number or a landline. */
export const phoneVariant1 = new RegExp(`^(?:${MOBILE}|${LANDLINE})$`);
/** Variant 2: variant 1, or a mobile number with a hyphen and a 4-digit extension. */
export const phoneVariant2 = new RegExp(`^(?:${MOBILE}|${LANDLINE}|${MOBILE}-\\d{4})$`);

export function isValidPhone(value: string | null | undefined, variant: 1 | 2 = 1): boolean {
  if (value === undefined || value === null || value === '') return true;
  return (variant === 1 ? phoneVariant1 : phoneVariant2).test(value);
}

/**
 * The stored form of a phone number (customers are matched on it): full-width digits and dashes
 * become ASCII, a +86 / 0086 prefix before a mobile number is dropped, spaces, dots and
 * parentheses go, and a space between an area code and its number becomes the hyphen of a
 * landline ("(010) 1234 5678" → "010-12345678"). What is left is checked by isValidPhone.
 */
export function normalizePhone(value: string): string {
  let phone = value
    .trim()
    .replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[\uFF0D\u2010-\u2015\u2212]/g, '-')
    .replace(/[（）]/g, (bracket) => (bracket === '（' ? '(' : ')'));
  const landline = /^(?:\((0\d{2,3})\)[\s.]*|(0\d{2,3})[\s.]+)([\d\s.]{7,10})$/.exec(phone);
  if (landline) phone = `${landline[1] ?? landline[2]}-${landline[3]}`;
  phone = phone.replace(/[\s.()]/g, '');
  const international = /^(?:\+86|0086)-?(1\d{10}(?:-\d+)?)$/.exec(phone);
  return international ? international[1]! : phone;
}

/**
 * A phone as shown to someone who may not see it: the first 3 and last 4 characters stay
 * (138****5678, 010****5678); anything of 7 characters or fewer is fully masked.
 */
export function maskPhone(phone: string): string {
  if (phone === '') return '';
  if (phone.length <= 7) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** The message key of a failed phone rule (联系电话格式不正确); the server localizes it. */
export const PHONE_MESSAGE_KEY = 'validation.phone';

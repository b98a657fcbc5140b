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

/** The message key of a failed phone rule (联系电话格式不正确); the server localizes it. */
export const PHONE_MESSAGE_KEY = 'validation.phone';

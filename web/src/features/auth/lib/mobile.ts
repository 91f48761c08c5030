/**
 * Thai mobile numbers, as typed by people.
 *
 * The rule: after normalising, a mobile number is ten digits, starts with 0 and its second digit
 * is 6, 8 or 9 (the mobile ranges 06x, 08x and 09x). Landlines (02-05, 07) have nine digits and are
 * refused, because a one-time code cannot be sent to them.
 *
 * Normalising accepts what people paste from contacts: spaces, dashes, dots and brackets are
 * dropped, and the international form (+66 or 66 followed by the nine digits without the leading
 * 0) becomes the national one. What goes on the wire is always the ten-digit national form.
 */
const THAI_MOBILE = /^0[689]\d{8}$/;

export const MOBILE_LENGTH = 10;

export function normaliseMobile(input: string): string {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  if (/^\+?66[689]\d{8}$/.test(compact)) {
    return `0${compact.replace(/^\+?66/, '')}`;
  }
  return compact;
}

export function isThaiMobile(input: string): boolean {
  return THAI_MOBILE.test(normaliseMobile(input));
}

/** Why a value is not a mobile number, as a message key of the auth namespace, or null. */
export function mobileProblem(input: string): 'validation.mobileRequired' | 'validation.mobileInvalid' | null {
  if (input.trim() === '') return 'validation.mobileRequired';
  return isThaiMobile(input) ? null : 'validation.mobileInvalid';
}

/** The number shown back to people: 081-234-5678. */
export function formatMobile(mobile: string): string {
  const n = normaliseMobile(mobile);
  return THAI_MOBILE.test(n) ? `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}` : mobile;
}

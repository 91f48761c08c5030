// Small rules of the acting pages, kept apart from the pages so they are tested alone.
import { MobileNoSchema } from '@eorder/shared';
import type { Lang } from '@/config/paths';

const THAI_MONTHS = ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'];
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A YYYYMM month as people read it: 'พ.ย. 2569' in Thai (Buddhist era), 'Nov 2026' in English. */
export function monthLabel(month: string, lang: Lang): string {
  const match = /^(\d{4})(\d{2})$/.exec(month);
  const index = match ? Number(match[2]) - 1 : -1;
  if (!match || index < 0 || index > 11) return month;
  const year = Number(match[1]);
  return lang === 'th' ? `${THAI_MONTHS[index]} ${year + 543}` : `${ENGLISH_MONTHS[index]} ${year}`;
}

export interface ClientForm {
  CUSTOMERNAME: string;
  MobileNo: string;
  Address: string;
}

/** The first problem of a new client's form, as a text key and the field, or null. */
export function clientFormProblem(form: ClientForm): { key: 'required' | 'mobileInvalid'; field: keyof ClientForm } | null {
  if (form.CUSTOMERNAME.trim() === '') return { key: 'required', field: 'CUSTOMERNAME' };
  if (form.MobileNo.trim() === '') return { key: 'required', field: 'MobileNo' };
  if (!MobileNoSchema.safeParse(form.MobileNo).success) return { key: 'mobileInvalid', field: 'MobileNo' };
  return null;
}

/** A price typed by the agent: a number of at most two decimals, zero or more; else null. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

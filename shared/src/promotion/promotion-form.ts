import { ALL_WEEKDAYS } from '../constants.js';
import {
  DISCOUNT_TYPES,
  PROMOTION_TYPE_NO_SALE_PRODUCTS,
  type PromotionCalcType,
  type PromotionSaveBody,
} from './promotion.schema.js';

/** The wizard's pages: 1 index (header), 2 condition (who and when), 3 detail (calculation). */
export type PromotionWizardPage = 'index' | 'condition' | 'detail';

/** Validation messages of the wizard, with the specification's English texts. */
export const PROMOTION_FORM_MESSAGES = {
  NAME_REQUIRED: { page: 'index', en: 'Please enter promotion name', th: 'กรุณาระบุชื่อโปรโมชั่น' },
  SHORT_NAME_REQUIRED: {
    page: 'index',
    en: 'Please enter promotion short name',
    th: 'กรุณาระบุชื่อย่อโปรโมชั่น',
  },
  REMARK_REQUIRED: {
    page: 'index',
    en: 'Please enter promotion remark',
    th: 'กรุณาระบุหมายเหตุโปรโมชั่น',
  },
  CUSTOMERS_REQUIRED: {
    page: 'condition',
    en: 'Please specify customers participating in the promotion',
    th: 'กรุณาระบุลูกค้าที่เข้าร่วมโปรโมชั่น',
  },
  STORE_TYPE_REQUIRED: {
    page: 'condition',
    en: 'Please select store type',
    th: 'กรุณาเลือกประเภทร้านค้า',
  },
  CUSTOMER_TYPE_REQUIRED: {
    page: 'condition',
    en: 'Please select customer type',
    th: 'กรุณาเลือกประเภทลูกค้า',
  },
  DETAIL_REQUIRED: {
    page: 'detail',
    en: 'Please enter calculation detail',
    th: 'กรุณาระบุรายละเอียดการคำนวณ',
  },
  FREE_QTY_REQUIRED: {
    page: 'detail',
    en: 'Please enter free item quantity in calculation detail',
    th: 'กรุณาระบุจำนวนของแถมในรายละเอียดการคำนวณ',
  },
  DISCOUNT_REQUIRED: {
    page: 'detail',
    en: 'Please enter discount in calculation detail',
    th: 'กรุณาระบุส่วนลดในรายละเอียดการคำนวณ',
  },
  FREE_ITEM_REQUIRED: {
    page: 'detail',
    en: 'Please select free item',
    th: 'กรุณาเลือกสินค้าของแถม',
  },
  SALE_ITEM_REQUIRED: {
    page: 'detail',
    en: 'Please select sale item',
    th: 'กรุณาเลือกสินค้าที่ร่วมรายการ',
  },
} as const satisfies Record<string, { page: PromotionWizardPage; en: string; th: string }>;
export type PromotionFormMessage = keyof typeof PROMOTION_FORM_MESSAGES;

const isAll = (value: string | null | undefined) => (value ?? '').trim().toUpperCase() === 'ALL';
const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** What the validation needs: the save body, loosely (the wizard validates before parsing). */
export interface PromotionFormState {
  Promotion: {
    PromotionName?: string | null;
    Opt30?: string | null;
    PromotionRemark?: string | null;
    PromotionType?: string | null;
    CalcType?: PromotionCalcType | null;
    CustomerList?: string | null;
    CustomerTypeList?: string | null;
    Opt15?: string | null;
  };
  PromotionDetails?: readonly { FreeNumber?: number | null; DiscNumber?: number | null }[];
  ProductsFree?: readonly unknown[];
  ProductsSale?: readonly unknown[];
  Customers?: readonly unknown[];
  Stores?: readonly unknown[];
  CustomerTypes?: readonly unknown[];
}

/**
 * The wizard's validation, in page order: the messages that apply, first problem first. Empty
 * when the promotion can be saved. The ordering API runs the same checks on save.
 */
export function validatePromotionForm(form: PromotionFormState): PromotionFormMessage[] {
  const problems: PromotionFormMessage[] = [];
  const p = form.Promotion;
  const calc = p.CalcType ?? 'DiscountValue';
  const lines = form.PromotionDetails ?? [];

  if (blank(p.PromotionName)) problems.push('NAME_REQUIRED');
  if (blank(p.Opt30)) problems.push('SHORT_NAME_REQUIRED');
  if (blank(p.PromotionRemark)) problems.push('REMARK_REQUIRED');

  if (!isAll(p.CustomerList) && (form.Customers ?? []).length === 0) {
    problems.push('CUSTOMERS_REQUIRED');
  }
  if (!isAll(p.Opt15) && (form.Stores ?? []).length === 0) problems.push('STORE_TYPE_REQUIRED');
  if (!isAll(p.CustomerTypeList) && (form.CustomerTypes ?? []).length === 0) {
    problems.push('CUSTOMER_TYPE_REQUIRED');
  }

  if (lines.length === 0) {
    problems.push('DETAIL_REQUIRED');
  } else if (calc === 'FreeItem') {
    if (lines.some((line) => !(Number(line.FreeNumber) > 0))) problems.push('FREE_QTY_REQUIRED');
  } else if (lines.some((line) => !(Number(line.DiscNumber) > 0))) {
    problems.push('DISCOUNT_REQUIRED');
  }
  if (calc === 'FreeItem' && (form.ProductsFree ?? []).length === 0) {
    problems.push('FREE_ITEM_REQUIRED');
  }
  if (
    (p.PromotionType ?? '') !== PROMOTION_TYPE_NO_SALE_PRODUCTS &&
    (form.ProductsSale ?? []).length === 0
  ) {
    problems.push('SALE_ITEM_REQUIRED');
  }
  return problems;
}

/**
 * The discount type of a detail line: percent gives '%' / 'P'; value gives 'Money' / 'B'; a
 * by-unit calculation gives 'MONEY/UOM' / 'U' with the line flag Opt6 '1'. Free items carry no
 * discount type.
 */
export function lineDiscountType(
  calc: PromotionCalcType,
  byUnit: boolean,
): { DiscType: string | null; DiscTypeCode: string | null; Opt6: string | null } {
  if (byUnit) return { ...DISCOUNT_TYPES.MONEY_PER_UNIT, Opt6: '1' };
  if (calc === 'DiscountPercent') return { ...DISCOUNT_TYPES.PERCENT, Opt6: null };
  if (calc === 'DiscountValue') return { ...DISCOUNT_TYPES.MONEY, Opt6: null };
  return { DiscType: null, DiscTypeCode: null, Opt6: null };
}

/**
 * The body as it is saved: a new promotion that is not a free-item one has its free quantities
 * zeroed, and without the weekday condition (Opt31 without 'N') all seven weekdays are sent.
 */
export function preparePromotionForSave(
  body: PromotionSaveBody,
  isNew: boolean,
): PromotionSaveBody {
  const weekdayCondition = (body.Promotion.Opt31 ?? '').toUpperCase().includes('N');
  const zeroFree = isNew && body.Promotion.CalcType !== 'FreeItem';
  return {
    ...body,
    PromotionDetails: zeroFree
      ? body.PromotionDetails.map((line) => ({ ...line, FreeNumber: 0 }))
      : body.PromotionDetails,
    Weekdays: weekdayCondition ? body.Weekdays : [...ALL_WEEKDAYS],
  };
}

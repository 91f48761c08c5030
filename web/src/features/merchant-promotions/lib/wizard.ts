// The wizard's form: what its three pages edit, made from a saved promotion or a new one, checked
// page by page with the contract's validation, and turned into the save body.
import {
  ALL_WEEKDAYS,
  PROMOTION_FORM_MESSAGES,
  defaultPromotionPeriod,
  validatePromotionForm,
  type PromotionCalcType,
  type PromotionDetailAnswer,
  type PromotionFormMessage,
  type PromotionSaveBodyInput,
  type PromotionWizardPage,
} from '@eorder/shared';

export interface PickedProduct {
  P_Code: string;
  PRODUCTNAME?: string | null;
  UNIT?: string | null;
  UNITNAME?: string | null;
}

export interface PickedCustomer {
  CUSTOMERCODE: string;
  CUSTOMERNAME?: string | null;
}

export interface PickedCode {
  Code: string;
  Description?: string | null;
}

export interface WizardLine {
  PromotionLn: number;
  BuyMin: number | null;
  BuyMax: number | null;
  FreeNumber: number | null;
  DiscNumber: number | null;
}

export interface WizardForm {
  /** Null for a new promotion. */
  id: number | null;
  name: string;
  shortName: string;
  remark: string;
  enabled: boolean;
  dateBegin: string;
  dateEnd: string;
  calcType: PromotionCalcType;
  /** PromotionType '3': the whole bill, no sale products needed. */
  wholeBill: boolean;
  byUnit: boolean;
  allCustomers: boolean;
  allStores: boolean;
  allCustomerTypes: boolean;
  customers: PickedCustomer[];
  customersNotIn: PickedCustomer[];
  stores: PickedCode[];
  customerTypes: PickedCode[];
  weekdayCondition: boolean;
  weekdays: number[];
  productsSale: PickedProduct[];
  productsFree: PickedProduct[];
  lines: WizardLine[];
}

export const emptyLine = (ln: number): WizardLine => ({
  PromotionLn: ln,
  BuyMin: 1,
  BuyMax: null,
  FreeNumber: null,
  DiscNumber: null,
});

/** A new promotion: enabled, for everyone, from today for seven days, one empty line. */
export function newWizardForm(now: Date | number = Date.now()): WizardForm {
  const period = defaultPromotionPeriod(now);
  return {
    id: null,
    name: '',
    shortName: '',
    remark: '',
    enabled: true,
    dateBegin: period.DateBegin,
    dateEnd: period.DateEnd,
    calcType: 'DiscountValue',
    wholeBill: false,
    byUnit: false,
    allCustomers: true,
    allStores: true,
    allCustomerTypes: true,
    customers: [],
    customersNotIn: [],
    stores: [],
    customerTypes: [],
    weekdayCondition: false,
    weekdays: [...ALL_WEEKDAYS],
    productsSale: [],
    productsFree: [],
    lines: [],
  };
}

const isAll = (value: string | null | undefined) => (value ?? 'All').toUpperCase() === 'ALL';
const numberOr = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const codeOf = (item: string | PickedCode): PickedCode => (typeof item === 'string' ? { Code: item } : item);

/** The form of a saved promotion, as its detail answers it. */
export function wizardFormOf(detail: PromotionDetailAnswer): WizardForm {
  const p = detail.Promotion;
  const calc = (['DiscountValue', 'DiscountPercent', 'FreeItem'] as const).find((c) => c === p.CalcType) ?? 'DiscountValue';
  const lines = p.PromotionDetail ?? [];
  return {
    id: Number(p.PromotionId),
    name: p.PromotionName,
    shortName: p.Opt30 ?? '',
    remark: p.PromotionRemark ?? '',
    enabled: p.FlagEnabled !== 'N',
    dateBegin: p.DateBegin ?? '',
    dateEnd: p.DateEnd ?? '',
    calcType: calc,
    wholeBill: p.PromotionType === '3',
    byUnit: p.ByUnit === true || lines.some((line) => line.Opt6 === '1'),
    allCustomers: isAll(p.CustomerList),
    allStores: isAll(p.Opt15),
    allCustomerTypes: isAll(p.CustomerTypeList),
    customers: detail.Customers,
    customersNotIn: detail.CustomersNotIn,
    stores: detail.Stores.map(codeOf),
    customerTypes: detail.CustomerTypes.map(codeOf),
    weekdayCondition: (p.Opt31 ?? '').toUpperCase().includes('N'),
    weekdays: detail.Weekdays,
    productsSale: detail.ProductsSale,
    productsFree: detail.ProductsFree,
    lines: lines.map((line, index) => ({
      PromotionLn: numberOr(line.PromotionLn) ?? index + 1,
      BuyMin: numberOr(line.BuyMin),
      BuyMax: numberOr(line.BuyMax),
      FreeNumber: numberOr(line.FreeNumber),
      DiscNumber: numberOr(line.DiscNumber),
    })),
  };
}

/** The save body of the form; the server applies the save rules again. */
export function saveBodyOf(form: WizardForm, saleUnit: string | null): PromotionSaveBodyInput {
  return {
    ...(form.id === null && saleUnit ? { SaleUnit: saleUnit } : {}),
    Promotion: {
      PromotionName: form.name,
      Opt30: form.shortName,
      PromotionRemark: form.remark,
      PromotionType: form.wholeBill ? '3' : '1',
      CalcType: form.calcType,
      FlagEnabled: form.enabled ? 'Y' : 'N',
      DateBegin: form.dateBegin,
      DateEnd: form.dateEnd,
      CustomerList: form.allCustomers ? 'All' : 'LIST',
      CustomerTypeList: form.allCustomerTypes ? 'All' : 'LIST',
      Opt15: form.allStores ? 'All' : 'LIST',
      Opt31: form.weekdayCondition ? 'N' : null,
    },
    ProductsSale: form.wholeBill ? [] : form.productsSale.map((p) => ({ P_Code: p.P_Code, UNIT: p.UNIT ?? null })),
    ProductsFree:
      form.calcType === 'FreeItem' ? form.productsFree.map((p) => ({ P_Code: p.P_Code, UNIT: p.UNIT ?? null })) : [],
    Customers: form.allCustomers ? [] : form.customers.map((c) => c.CUSTOMERCODE),
    CustomersNotIn: form.customersNotIn.map((c) => c.CUSTOMERCODE),
    Stores: form.allStores ? [] : form.stores.map((s) => s.Code),
    CustomerTypes: form.allCustomerTypes ? [] : form.customerTypes.map((s) => s.Code),
    PromotionDetails: form.lines.map((line) => ({
      PromotionLn: line.PromotionLn,
      BuyMin: line.BuyMin ?? 0,
      BuyMax: line.BuyMax ?? 0,
      FreeNumber: line.FreeNumber ?? 0,
      DiscNumber: line.DiscNumber ?? 0,
      Opt6: form.byUnit ? '1' : null,
    })),
    Weekdays: form.weekdayCondition ? form.weekdays : [...ALL_WEEKDAYS],
  };
}

/** The validation messages of one page of the wizard, first problem first. */
export function problemsOn(form: WizardForm, page: PromotionWizardPage): PromotionFormMessage[] {
  const body = saveBodyOf(form, null);
  return validatePromotionForm({
    Promotion: body.Promotion,
    PromotionDetails: form.lines,
    ProductsFree: body.ProductsFree,
    ProductsSale: body.ProductsSale,
    Customers: body.Customers,
    Stores: body.Stores,
    CustomerTypes: body.CustomerTypes,
  }).filter((problem) => PROMOTION_FORM_MESSAGES[problem].page === page);
}

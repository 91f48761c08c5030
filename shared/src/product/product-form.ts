/** Problems of the product form, with their texts. */
export const PRODUCT_FORM_MESSAGES = {
  CODE_REQUIRED: { field: 'P_Code', en: 'Please enter product code', th: 'กรุณาระบุรหัสสินค้า' },
  NAME_REQUIRED: { field: 'PRODUCTNAME', en: 'Please enter product name', th: 'กรุณาระบุชื่อสินค้า' },
  UNIT_REQUIRED: { field: 'UNIT', en: 'Please enter unit', th: 'กรุณาระบุหน่วย' },
  UNIT_NAME_REQUIRED: { field: 'UNITNAME', en: 'Please enter unit name', th: 'กรุณาระบุชื่อหน่วย' },
  UNIT_RATE_REQUIRED: {
    field: 'UNITRATE',
    en: 'Please enter unit rate',
    th: 'กรุณาระบุอัตราส่วนหน่วย',
  },
} as const;
export type ProductFormMessage = keyof typeof PRODUCT_FORM_MESSAGES;

export interface ProductFormProblem {
  message: ProductFormMessage;
  /** The wire field, e.g. 'UNIT2NAME'. */
  path: string;
}

export interface ProductFormState {
  P_Code?: string | null;
  PRODUCTNAME?: string | null;
  UnitCount?: 1 | 2 | 3 | null;
  UNIT1?: string | null;
  UNIT2?: string | null;
  UNIT3?: string | null;
  UNIT1NAME?: string | null;
  UNIT2NAME?: string | null;
  UNIT3NAME?: string | null;
  UNIT1RATE?: number | string | null;
  UNIT2RATE?: number | string | null;
  UNIT3RATE?: number | string | null;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';
const noRate = (value: number | string | null | undefined) => !(Number(value) > 0);

/**
 * The product form's rules. Always: code and name. With 1 unit shown: unit 1, its name and the
 * unit 2 rate (the specification asks for it). With 2 units: units 1 and 2 with names and
 * rates. With 3 units: units 1 to 3 with names and rates. Unit 1's rate defaults to 1, so it is
 * never missing.
 */
export function validateProductForm(form: ProductFormState): ProductFormProblem[] {
  const problems: ProductFormProblem[] = [];
  if (blank(form.P_Code)) problems.push({ message: 'CODE_REQUIRED', path: 'P_Code' });
  if (blank(form.PRODUCTNAME)) problems.push({ message: 'NAME_REQUIRED', path: 'PRODUCTNAME' });
  const count = form.UnitCount ?? 1;
  const levels = count === 3 ? [1, 2, 3] : count === 2 ? [1, 2] : [1];
  for (const level of levels) {
    const unit = form[`UNIT${level}` as 'UNIT1'];
    const name = form[`UNIT${level}NAME` as 'UNIT1NAME'];
    if (blank(unit)) problems.push({ message: 'UNIT_REQUIRED', path: `UNIT${level}` });
    if (blank(name)) problems.push({ message: 'UNIT_NAME_REQUIRED', path: `UNIT${level}NAME` });
    if (level > 1 && noRate(form[`UNIT${level}RATE` as 'UNIT2RATE'])) {
      problems.push({ message: 'UNIT_RATE_REQUIRED', path: `UNIT${level}RATE` });
    }
  }
  if (count === 1 && noRate(form.UNIT2RATE)) {
    problems.push({ message: 'UNIT_RATE_REQUIRED', path: 'UNIT2RATE' });
  }
  return problems;
}

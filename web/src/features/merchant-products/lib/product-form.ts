// The product form's values and the save body made from them. One unit shown: the specification
// asks for unit 2's rate, which the form sends as 1 without showing it (decision 047); the server
// keeps only the units of UnitCount.
import {
  PRICE_TYPES,
  unitCount,
  type Product,
  type ProductSaveBodyInput,
} from '@eorder/shared';

export const LEVELS = [1, 2, 3, 4, 5] as const;
export const UNIT_LEVELS = [1, 2, 3] as const;
export const PICTURE_FIELDS = ['PIC_FILENAME', 'PIC_FILENAME2', 'PIC_FILENAME3', 'PIC_FILENAME4', 'PIC_FILENAME5'] as const;
export const MAX_PICTURES = PICTURE_FIELDS.length;

export type ProductFormValues = Record<string, string | undefined> & { UnitCount?: string };

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** The form's values of a product (strings, as inputs hold them); empty for a new one. */
export function formValues(product: Product | null): ProductFormValues {
  const values: ProductFormValues = {
    UnitCount: String(product ? unitCount(product) : 1),
    UNIT1RATE: '1',
  };
  const fields = [
    'P_Code', 'PRODUCTNAME_TH', 'PRODUCTNAME_EN', 'PRODUCTSHORTNAME_TH', 'PRODUCTSHORTNAME_EN', 'P_Description',
    'P_GroupCode', 'P_Group', 'P_BrandCode', 'P_Brand', 'P_FlavourCode', 'P_Flavour', 'P_VarCode', 'P_Var',
    'P_SizeCode', 'P_Size', 'BARCODE1', 'BARCODE2', 'BARCODE3', 'matype',
    'UNIT1', 'UNIT2', 'UNIT3', 'UNIT1NAME_TH', 'UNIT2NAME_TH', 'UNIT3NAME_TH', 'UNIT2RATE', 'UNIT3RATE',
  ];
  for (const field of fields) values[field] = text(product?.[field]);
  for (const level of LEVELS) {
    values[`PRICE${level}`] = text(product?.[`PRICE${level}`]);
    values[`PRICE${level}TYPE`] = text(product?.[`PRICE${level}TYPE`]) || PRICE_TYPES.EXCLUDED;
  }
  if (values.UNIT2RATE === '0') values.UNIT2RATE = '';
  if (values.UNIT3RATE === '0') values.UNIT3RATE = '';
  return values;
}

const orNull = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** The save body of the form's values for the center; pictures and category as given. */
export function saveBody(
  values: ProductFormValues,
  extra: { isNew: boolean; saleUnit: string; pictures: string[]; product: Product | null; disabled: boolean },
): ProductSaveBodyInput {
  const count = Number(values.UnitCount ?? 1) as 1 | 2 | 3;
  const body: Record<string, unknown> = {
    IsNew: extra.isNew,
    SaleUnit: extra.saleUnit,
    P_Code: (values.P_Code ?? '').trim(),
    PRODUCTNAME: (values.PRODUCTNAME_TH ?? '').trim(),
    PRODUCTNAME_EN: orNull(values.PRODUCTNAME_EN),
    PRODUCTSHORTNAME_TH: orNull(values.PRODUCTSHORTNAME_TH),
    PRODUCTSHORTNAME_EN: orNull(values.PRODUCTSHORTNAME_EN),
    P_Description: orNull(values.P_Description),
    matype: orNull(values.matype),
    UnitCount: count,
    Disable: extra.disabled,
  };
  for (const field of ['P_Group', 'P_Brand', 'P_Flavour', 'P_Var', 'P_Size']) {
    body[`${field}Code`] = orNull(values[`${field}Code`]);
    body[field] = orNull(values[field]);
  }
  for (const level of UNIT_LEVELS) {
    if (level > count) continue;
    body[`UNIT${level}`] = orNull(values[`UNIT${level}`]);
    body[`UNIT${level}NAME`] = orNull(values[`UNIT${level}NAME_TH`]);
    if (level > 1) body[`UNIT${level}RATE`] = orNull(values[`UNIT${level}RATE`]);
  }
  if (count === 1) body.UNIT2RATE = 1;
  for (const level of LEVELS) {
    const price = orNull(values[`PRICE${level}`]);
    body[`PRICE${level}`] = price === null ? null : Number(price);
    body[`PRICE${level}TYPE`] = (values[`PRICE${level}TYPE`] ?? PRICE_TYPES.EXCLUDED);
  }
  for (const level of [1, 2, 3]) body[`BARCODE${level}`] = orNull(values[`BARCODE${level}`]);
  PICTURE_FIELDS.forEach((field, index) => {
    body[field] = extra.pictures[index] ?? null;
  });
  for (const level of [1, 2, 3, 4, 5]) body[`Hierarchy${level}`] = extra.product?.[`Hierarchy${level}`] ?? null;
  return body as ProductSaveBodyInput;
}

/** The save body of a product as it is, with some fields changed (category, pictures...). */
export function saveBodyOf(product: Product, saleUnit: string, changes: Partial<ProductSaveBodyInput>): ProductSaveBodyInput {
  const body = saveBody(formValues(product), {
    isNew: false,
    saleUnit,
    pictures: product.Images ?? [],
    product,
    disabled: product.Disable === true,
  });
  return { ...body, ...changes };
}

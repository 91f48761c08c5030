// The merchant's products (decision 047): staff read and write only their centers' products; the
// shared product master changes only when no other center sells the product.
import {
  AppError,
  PRODUCT_FORM_MESSAGES,
  validateProductForm,
  type AdvancePrice,
  type AdvancePriceSaveBody,
  type Locale,
  type MaterialType,
  type MerchantProductItemsBody,
  type Product,
  type ProductSaveBody,
  type ValidationIssue,
} from '@eorder/shared';
import type { Db, Tx } from '../../db/client';
import { publicFileUrl } from '../../plugins/files';
import { parseSearchText, productSearchText } from '../catalogue/search';
import type { CenterRepository } from '../centers/repository';
import type { ImageStore, StoredImage } from '../uploads/plugin';
import { folderSegment } from '../uploads/plugin';
import type {
  AdvancePriceInsert,
  AdvancePriceRow,
  CenterProductInsert,
  MerchantProductRepository,
  MerchantProductRow,
  ProductMasterInsert,
  ProductMasterRow,
} from './repository';

/** Largest product image accepted, in bytes (the web shrinks photos well under it first). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const UNITS = [1, 2, 3] as const;
const LEVELS = [1, 2, 3, 4, 5] as const;
const PICTURE_FIELDS = [
  'PIC_FILENAME',
  'PIC_FILENAME2',
  'PIC_FILENAME3',
  'PIC_FILENAME4',
  'PIC_FILENAME5',
] as const;

/** The staff member asking. */
export interface StaffCaller {
  staffUserId: number;
}

/** Where a center's product pictures are stored. */
export const productImageFolder = (saleUnit: string) => `products/${folderSegment(saleUnit)}`;

const invalid = (errors: ValidationIssue[]) => new AppError('VALIDATION_FAILED', {}, { errors });

const blankToNull = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/** A stored path as the products table keeps it: relative to the files folder. */
const storedPath = (value: string): string => value.replace(/^\/files\//, '').replace(/^\/+/, '');

function toWireProduct(row: MerchantProductRow, locale: Locale): Product {
  const { product: p, center: c } = row;
  const en = locale === 'en';
  const pictures = [p.picFilename1, p.picFilename2, p.picFilename3, p.picFilename4, p.picFilename5].map(
    (file) => publicFileUrl(file),
  );
  const wire: Product = {
    P_Code: p.pCode,
    // English pages need a name: the Thai one when the product has no English name (decision 124).
    PRODUCTNAME: en ? (p.productNameEn ?? p.productNameTh) : p.productNameTh,
    PRODUCTNAME_TH: p.productNameTh,
    PRODUCTNAME_EN: p.productNameEn,
    PRODUCTSHORTNAME_TH: p.productShortNameTh,
    PRODUCTSHORTNAME_EN: p.productShortNameEn,
    P_Description: p.description,
    SaleUnit: c.saleUnit,
    P_Group: p.pGroup,
    P_GroupCode: p.pGroupCode,
    P_Brand: p.pBrand,
    P_BrandCode: p.pBrandCode,
    P_Flavour: p.pFlavour,
    P_FlavourCode: p.pFlavourCode,
    P_Var: p.pVar,
    P_VarCode: p.pVarCode,
    P_Size: p.pSize,
    P_SizeCode: p.pSizeCode,
    Dchain: p.dchain,
    matype: p.matype,
    Hierarchy1: p.hierarchy1,
    Hierarchy2: p.hierarchy2,
    Hierarchy3: p.hierarchy3,
    Hierarchy4: p.hierarchy4,
    Hierarchy5: p.hierarchy5,
    UNIT1: p.unit1Code,
    UNIT2: p.unit2Code,
    UNIT3: p.unit3Code,
    UNIT1NAME: en ? p.unit1NameEn : p.unit1NameTh,
    UNIT2NAME: en ? p.unit2NameEn : p.unit2NameTh,
    UNIT3NAME: en ? p.unit3NameEn : p.unit3NameTh,
    UNIT1NAME_TH: p.unit1NameTh,
    UNIT2NAME_TH: p.unit2NameTh,
    UNIT3NAME_TH: p.unit3NameTh,
    UNIT1NAME_EN: p.unit1NameEn,
    UNIT2NAME_EN: p.unit2NameEn,
    UNIT3NAME_EN: p.unit3NameEn,
    UNIT1RATE: p.unit1Rate,
    UNIT2RATE: p.unit2Rate,
    UNIT3RATE: p.unit3Rate,
    PRICE1: c.price1,
    PRICE2: c.price2,
    PRICE3: c.price3,
    PRICE4: c.price4,
    PRICE5: c.price5,
    PRICE1TYPE: c.price1Type,
    PRICE2TYPE: c.price2Type,
    PRICE3TYPE: c.price3Type,
    PRICE4TYPE: c.price4Type,
    PRICE5TYPE: c.price5Type,
    BARCODE1: p.barcode1,
    BARCODE2: p.barcode2,
    BARCODE3: p.barcode3,
    PIC_FILENAME: pictures[0] ?? null,
    PIC_FILENAME2: pictures[1] ?? null,
    PIC_FILENAME3: pictures[2] ?? null,
    PIC_FILENAME4: pictures[3] ?? null,
    PIC_FILENAME5: pictures[4] ?? null,
    Images: pictures.filter((picture): picture is string => picture !== null),
    Disable: c.disabled,
    Stock: { StockAvailable: row.available ?? 0 },
    Option1: p.option1,
  };
  return wire;
}

function toWireAdvancePrice(row: AdvancePriceRow): AdvancePrice {
  const cells = row as unknown as Record<string, number | string | null>;
  const wire: Record<string, unknown> = {
    Id: row.id,
    P_Code: row.pCode,
    SaleUnit: row.saleUnit,
    DateStart: row.dateStart,
    DateEnd: row.dateEnd,
  };
  for (const unit of UNITS) {
    for (const level of LEVELS) {
      const column = `unit${unit}PriceLevel${level}`;
      wire[`UNIT${unit}PRICELEVEL${level}`] = cells[column];
      wire[`UNIT${unit}PRICELEVEL${level}TYPE`] = cells[`${column}Type`];
    }
  }
  return wire as AdvancePrice;
}

function advanceValues(body: AdvancePriceSaveBody): Partial<AdvancePriceInsert> {
  const cells = body as unknown as Record<string, number | string | null | undefined>;
  const values: Record<string, unknown> = { dateStart: body.DateStart, dateEnd: body.DateEnd };
  for (const unit of UNITS) {
    for (const level of LEVELS) {
      const key = `UNIT${unit}PRICELEVEL${level}`;
      const price = cells[key] ?? null;
      values[`unit${unit}PriceLevel${level}`] = price;
      // A price without a type excludes tax, as the product's prices do by default.
      values[`unit${unit}PriceLevel${level}Type`] =
        price === null ? null : (cells[`${key}TYPE`] ?? '2');
    }
  }
  return values;
}

/** The master's fields a save writes; the ones it compares to decide whether the master changes. */
type MasterFields = Omit<ProductMasterInsert, 'createdAt' | 'updatedAt' | 'option1'>;

function masterFields(body: ProductSaveBody, pictures: (string | null)[]): MasterFields {
  const count = body.UnitCount;
  const nameTh = body.PRODUCTNAME;
  const unit = (level: 2 | 3) => {
    const on = count >= level;
    const th = on ? blankToNull(body[`UNIT${level}NAME`]) : null;
    return {
      code: on ? blankToNull(body[`UNIT${level}`]) : null,
      th,
      en: on ? (blankToNull(body[`UNIT${level}NAME_EN`]) ?? th) : null,
      rate: on ? Number(body[`UNIT${level}RATE`] ?? 0) : 0,
    };
  };
  const unit2 = unit(2);
  const unit3 = unit(3);
  const unit1Th = blankToNull(body.UNIT1NAME) ?? '';
  const attribute = (code: string | null | undefined, name: string | null | undefined) => {
    const codeText = blankToNull(code);
    return { code: codeText, name: blankToNull(name) ?? codeText };
  };
  const group = attribute(body.P_GroupCode, body.P_Group);
  const brand = attribute(body.P_BrandCode, body.P_Brand);
  const flavour = attribute(body.P_FlavourCode, body.P_Flavour);
  const variant = attribute(body.P_VarCode, body.P_Var);
  const size = attribute(body.P_SizeCode, body.P_Size);
  const fields: MasterFields = {
    pCode: body.P_Code,
    productNameTh: nameTh,
    productNameEn: blankToNull(body.PRODUCTNAME_EN),
    productShortNameTh: blankToNull(body.PRODUCTSHORTNAME_TH),
    productShortNameEn: blankToNull(body.PRODUCTSHORTNAME_EN),
    pGroupCode: group.code,
    pGroup: group.name,
    pBrandCode: brand.code,
    pBrand: brand.name,
    pFlavourCode: flavour.code,
    pFlavour: flavour.name,
    pVarCode: variant.code,
    pVar: variant.name,
    pSizeCode: size.code,
    pSize: size.name,
    unit1Code: blankToNull(body.UNIT1) ?? '',
    unit1NameTh: unit1Th,
    unit1NameEn: blankToNull(body.UNIT1NAME_EN) ?? unit1Th,
    // Unit 1 is the base unit: its rate is 1, whatever is sent.
    unit1Rate: 1,
    unit2Code: unit2.code,
    unit2NameTh: unit2.th,
    unit2NameEn: unit2.en,
    unit2Rate: unit2.rate,
    unit3Code: unit3.code,
    unit3NameTh: unit3.th,
    unit3NameEn: unit3.en,
    unit3Rate: unit3.rate,
    barcode1: blankToNull(body.BARCODE1),
    barcode2: blankToNull(body.BARCODE2),
    barcode3: blankToNull(body.BARCODE3),
    picFilename1: pictures[0] ?? null,
    picFilename2: pictures[1] ?? null,
    picFilename3: pictures[2] ?? null,
    picFilename4: pictures[3] ?? null,
    picFilename5: pictures[4] ?? null,
    hierarchy1: blankToNull(body.Hierarchy1),
    hierarchy2: blankToNull(body.Hierarchy2),
    hierarchy3: blankToNull(body.Hierarchy3),
    hierarchy4: blankToNull(body.Hierarchy4),
    hierarchy5: blankToNull(body.Hierarchy5),
    matype: blankToNull(body.matype),
    dchain: blankToNull(body.Dchain),
    description: blankToNull(body.P_Description),
  };
  fields.searchText = productSearchText({
    pCode: fields.pCode,
    productNameTh: fields.productNameTh,
    productNameEn: fields.productNameEn,
    productShortNameTh: fields.productShortNameTh,
    productShortNameEn: fields.productShortNameEn,
    pBrand: fields.pBrand,
    barcode1: fields.barcode1,
    barcode2: fields.barcode2,
    barcode3: fields.barcode3,
  });
  return fields;
}

/** Does the master hold other values than these? Numbers are compared as numbers; search text is derived. */
function masterDiffers(current: ProductMasterRow, next: MasterFields): boolean {
  return (Object.keys(next) as (keyof MasterFields)[]).some((key) => {
    if (key === 'searchText') return false;
    const a = current[key] as unknown;
    const b = next[key] as unknown;
    if (typeof a === 'number' || typeof b === 'number') return Number(a ?? 0) !== Number(b ?? 0);
    return (a ?? null) !== (b ?? null);
  });
}

function centerFields(body: ProductSaveBody): Omit<CenterProductInsert, 'saleUnit' | 'pCode'> {
  return {
    price1: body.PRICE1 ?? null,
    price1Type: body.PRICE1TYPE ?? '2',
    price2: body.PRICE2 ?? null,
    price2Type: body.PRICE2TYPE ?? '2',
    price3: body.PRICE3 ?? null,
    price3Type: body.PRICE3TYPE ?? '2',
    price4: body.PRICE4 ?? null,
    price4Type: body.PRICE4TYPE ?? '2',
    price5: body.PRICE5 ?? null,
    price5Type: body.PRICE5TYPE ?? '2',
    disabled: body.Disable,
  };
}

export interface MerchantProductServiceDeps {
  db: Db;
  repository: MerchantProductRepository;
  centers: Pick<CenterRepository, 'listForStaff'>;
  images: ImageStore;
}

export function createMerchantProductService({
  db,
  repository,
  centers,
  images,
}: MerchantProductServiceDeps) {
  /** The center asked for, when the staff member serves it; their first center when none is named. */
  async function staffCenter(caller: StaffCaller, saleUnit: string | null | undefined): Promise<string> {
    const own = await centers.listForStaff(caller.staffUserId);
    const wanted = (saleUnit ?? '').trim();
    if (wanted === '') {
      const first = own[0];
      if (!first) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: '' });
      return first.saleUnit;
    }
    if (!own.some((center) => center.saleUnit === wanted)) {
      throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: wanted });
    }
    return wanted;
  }

  /** A product of one of the staff member's centers; 404 for any other center's, or none. */
  async function ownProduct(caller: StaffCaller, saleUnit: string, pCode: string) {
    const own = await centers.listForStaff(caller.staffUserId);
    const row = own.some((center) => center.saleUnit === saleUnit)
      ? await repository.findInCenter(saleUnit, pCode)
      : undefined;
    if (!row) throw new AppError('PRODUCT_NOT_FOUND', { productCode: pCode });
    return row;
  }

  /** The category path: each level's code must exist under the level above, with no gap. */
  async function checkCategory(body: ProductSaveBody): Promise<ValidationIssue[]> {
    const codes = [body.Hierarchy1, body.Hierarchy2, body.Hierarchy3, body.Hierarchy4, body.Hierarchy5].map(
      (code) => blankToNull(code),
    );
    let parent: string | null = null;
    for (const [index, code] of codes.entries()) {
      const level = index + 1;
      if (code === null) {
        const deeper = codes.slice(index + 1).some((c) => c !== null);
        if (deeper) return [{ path: `body.Hierarchy${level}`, message: 'A deeper level needs this level' }];
        return [];
      }
      if (!(await repository.categoryExists(level, code, parent))) {
        return [{ path: `body.Hierarchy${level}`, message: 'Unknown category' }];
      }
      parent = code;
    }
    return [];
  }

  /**
   * The pictures to keep: each is empty, the product's own, or one uploaded for this center
   * (its folder, a name the server made). Anything else is refused, never stored.
   */
  function checkPictures(
    body: ProductSaveBody,
    saleUnit: string,
    current: ProductMasterRow | undefined,
  ): { pictures: (string | null)[]; errors: ValidationIssue[] } {
    const own = new Set(
      [current?.picFilename1, current?.picFilename2, current?.picFilename3, current?.picFilename4, current?.picFilename5]
        .filter((value): value is string => !!value),
    );
    const folder = productImageFolder(saleUnit);
    const uploaded = new RegExp(`^${folder}/[0-9a-f-]{36}\\.jpg$`);
    const errors: ValidationIssue[] = [];
    const pictures = PICTURE_FIELDS.map((field) => {
      const value = blankToNull(body[field]);
      if (value === null) return null;
      const stored = storedPath(value);
      if (own.has(value)) return value;
      if (own.has(stored) || uploaded.test(stored)) return stored;
      errors.push({ path: `body.${field}`, message: 'Not an image uploaded for this product' });
      return null;
    });
    // Kept in order, without gaps: PIC_FILENAME is the first picture shown.
    const kept = pictures.filter((picture): picture is string => picture !== null);
    return { pictures: [...kept, ...Array<null>(PICTURE_FIELDS.length - kept.length).fill(null)], errors };
  }

  return {
    async list(caller: StaffCaller, body: MerchantProductItemsBody, locale: Locale): Promise<Product[]> {
      const saleUnit = await staffCenter(caller, body.saleUnit);
      const rows = await repository.list({
        saleUnit,
        search: parseSearchText(body.SearchText),
        barcode: blankToNull(body.barcode),
        productCode: blankToNull(body.productCode),
        skip: body.skip,
        take: body.take,
      });
      return rows.map((row) => toWireProduct(row, locale));
    },

    async toggleActive(
      caller: StaffCaller,
      saleUnit: string,
      pCode: string,
    ): Promise<{ status: number; Disable: boolean }> {
      await ownProduct(caller, saleUnit, pCode);
      const disabled = await db.transaction(async (tx) => {
        const locked = await repository.lockCenterProduct(saleUnit, pCode, tx);
        if (!locked) throw new AppError('PRODUCT_NOT_FOUND', { productCode: pCode });
        await repository.updateCenterProduct(
          saleUnit,
          pCode,
          { disabled: !locked.disabled, updatedAt: new Date() },
          tx,
        );
        return !locked.disabled;
      });
      return { status: 200, Disable: disabled };
    },

    async materialTypes(locale: Locale): Promise<MaterialType[]> {
      const rows = await repository.selectableMaterialTypes();
      return rows.map((row) => ({
        Code: row.code,
        Description: locale === 'en' ? row.descriptionEn : row.descriptionTh,
        DescriptionTH: row.descriptionTh,
        DescriptionEN: row.descriptionEn,
      }));
    },

    async save(caller: StaffCaller, body: ProductSaveBody, locale: Locale): Promise<Product> {
      const saleUnit = await staffCenter(caller, body.SaleUnit);
      const errors: ValidationIssue[] = validateProductForm(body).map((problem) => ({
        path: `body.${problem.path}`,
        message: PRODUCT_FORM_MESSAGES[problem.message][locale],
      }));
      const matype = blankToNull(body.matype);
      if (matype !== null) {
        const selectable = await repository.selectableMaterialTypes();
        if (!selectable.some((row) => row.code === matype)) {
          errors.push({ path: 'body.matype', message: 'Unknown material type' });
        }
      }
      errors.push(...(await checkCategory(body)));
      const current = body.IsNew ? undefined : (await ownProduct(caller, saleUnit, body.P_Code)).product;
      const checked = checkPictures(body, saleUnit, current);
      errors.push(...checked.errors);
      if (errors.length > 0) throw invalid(errors);

      const master = masterFields(body, checked.pictures);
      const now = new Date();
      await db.transaction(async (tx: Tx) => {
        if (body.IsNew) {
          if (await repository.findMaster(body.P_Code, tx)) {
            throw new AppError('PRODUCT_CODE_TAKEN', { productCode: body.P_Code });
          }
          await repository.insertMaster({ ...master, option1: body.Option1 ?? 0 }, tx);
          await repository.insertCenterProduct({ saleUnit, pCode: body.P_Code, ...centerFields(body) }, tx);
          return;
        }
        const locked = await repository.lockCenterProduct(saleUnit, body.P_Code, tx);
        const existing = await repository.findMaster(body.P_Code, tx);
        if (!locked || !existing) throw new AppError('PRODUCT_NOT_FOUND', { productCode: body.P_Code });
        const option1 = body.Option1 ?? existing.option1;
        if (masterDiffers(existing, master) || option1 !== existing.option1) {
          if (await repository.soldOutsideStaffCenters(caller.staffUserId, body.P_Code, tx)) {
            throw new AppError('PRODUCT_SHARED', { productCode: body.P_Code });
          }
          await repository.updateMaster(body.P_Code, { ...master, option1, updatedAt: now }, tx);
        }
        await repository.updateCenterProduct(
          saleUnit,
          body.P_Code,
          { ...centerFields(body), updatedAt: now },
          tx,
        );
      });
      const saved = await repository.findInCenter(saleUnit, body.P_Code);
      if (!saved) throw new Error('a saved product cannot be read back');
      return toWireProduct(saved, locale);
    },

    /** Stores an uploaded picture (already decoded and re-encoded) in the center's folder. */
    async storeImage(
      caller: StaffCaller,
      fields: { saleUnit: string; P_Code: string },
      image: StoredImage,
    ): Promise<string> {
      const saleUnit = await staffCenter(caller, fields.saleUnit);
      // A code that exists must be this center's product; a new product's code has no row yet.
      if (await repository.findMaster(fields.P_Code)) await ownProduct(caller, saleUnit, fields.P_Code);
      const stored = await images.save(productImageFolder(saleUnit), image);
      const url = publicFileUrl(stored);
      if (!url) throw new Error('a stored picture has no address');
      return url;
    },

    async advancePrices(caller: StaffCaller, saleUnit: string, pCode: string): Promise<AdvancePrice[]> {
      await ownProduct(caller, saleUnit, pCode);
      const rows = await repository.advancePrices(saleUnit, pCode);
      return rows.map(toWireAdvancePrice);
    },

    async saveAdvancePrice(caller: StaffCaller, body: AdvancePriceSaveBody): Promise<AdvancePrice> {
      await ownProduct(caller, body.SaleUnit, body.P_Code);
      const values = advanceValues(body);
      const id = body.Id === null || body.Id === undefined ? null : Number(body.Id);
      if (id !== null && !Number.isInteger(id)) {
        throw invalid([{ path: 'body.Id', message: 'Not an advance price id' }]);
      }
      const row = await db.transaction(async (tx) => {
        if (id === null) {
          return repository.insertAdvancePrice(
            { saleUnit: body.SaleUnit, pCode: body.P_Code, dateStart: body.DateStart, dateEnd: body.DateEnd, ...values },
            tx,
          );
        }
        const updated = await repository.updateAdvancePrice(
          id,
          body.SaleUnit,
          body.P_Code,
          { ...values, updatedAt: new Date() },
          tx,
        );
        if (!updated) throw new AppError('NOT_FOUND');
        return updated;
      });
      return toWireAdvancePrice(row);
    },
  };
}

export type MerchantProductService = ReturnType<typeof createMerchantProductService>;

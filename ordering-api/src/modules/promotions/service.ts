// The promotion wizard's calls: a save applies the specification's rules and validates again, so no
// promotion the engine cannot apply is stored; another center's promotion is not found.
import {
  AppError,
  PROMOTION_FORM_MESSAGES,
  PROMOTION_TYPE_NO_SALE_PRODUCTS,
  formatDateKey,
  lineDiscountType,
  preparePromotionForSave,
  promotionStatus,
  toDateKey,
  validatePromotionForm,
  type Locale,
  type Promotion,
  type PromotionCalcType,
  type PromotionCustomersQuery,
  type PromotionDetailAnswer,
  type PromotionFormMessage,
  type PromotionListQuery,
  type PromotionMasterDataAnswer,
  type PromotionProductRef,
  type PromotionProductsQuery,
  type PromotionSaveBody,
  type ValidationIssue,
} from '@eorder/shared';
import type { Clock } from '../../plugins/env';
import { promotionToWire } from '../coupons/service';
import { dateKeyOf, isoDate } from '../pricing/repository';
import type { StaffScopeService } from '../centers/staff-scope';
import type {
  DetailInsert,
  DetailRow,
  ProductUnits,
  PromotionInsert,
  PromotionLists,
  PromotionRepository,
  PromotionRow,
} from './repository';

/** Fields of the save body the wizard's messages are about. */
const MESSAGE_FIELDS: Record<PromotionFormMessage, string> = {
  NAME_REQUIRED: 'Promotion.PromotionName',
  SHORT_NAME_REQUIRED: 'Promotion.Opt30',
  REMARK_REQUIRED: 'Promotion.PromotionRemark',
  CUSTOMERS_REQUIRED: 'Customers',
  STORE_TYPE_REQUIRED: 'Stores',
  CUSTOMER_TYPE_REQUIRED: 'CustomerTypes',
  DETAIL_REQUIRED: 'PromotionDetails',
  FREE_QTY_REQUIRED: 'PromotionDetails',
  DISCOUNT_REQUIRED: 'PromotionDetails',
  FREE_ITEM_REQUIRED: 'ProductsFree',
  SALE_ITEM_REQUIRED: 'ProductsSale',
};

/** Header fields stored in columns of their own; other OptN values are kept in `opts`. */
const OWN_COLUMN_OPTS = new Set(['Opt15', 'Opt30']);

const isAll = (value: string | null | undefined) => (value ?? 'All').trim().toUpperCase() === 'ALL';

/** Wire weekdays (1 Monday ... 7 Sunday) as the stored flags (Sunday first). */
export function weekdayFlags(weekdays: readonly number[]): string {
  const on = new Set(weekdays.map((day) => day % 7));
  return Array.from({ length: 7 }, (_, index) => (on.has(index) ? 'Y' : 'N')).join('');
}

/** Stored flags (Sunday first) as wire weekdays, Monday first. */
export function weekdaysOf(flags: string): number[] {
  return [1, 2, 3, 4, 5, 6, 7].filter((day) => flags[day % 7] === 'Y');
}

const invalid = (errors: ValidationIssue[]) => new AppError('VALIDATION_FAILED', {}, { errors });

/** The calculation type of a stored promotion: bill promotions ('3') read it from their lines. */
function calcTypeOf(row: PromotionRow, details: readonly DetailRow[]): PromotionCalcType {
  if (row.promotionType !== PROMOTION_TYPE_NO_SALE_PRODUCTS) return row.promotionType as PromotionCalcType;
  if (details.some((line) => line.discTypeCode === 'P')) return 'DiscountPercent';
  if (details.some((line) => line.freeNumber > 0) && !details.some((line) => line.discNumber > 0)) return 'FreeItem';
  return 'DiscountValue';
}

function detailToWire(line: DetailRow) {
  return {
    PromotionId: line.promotionId,
    PromotionLn: line.promotionLn,
    BuyMin: line.buyMin,
    BuyMax: line.buyMax,
    OrderBuy: line.orderBuy,
    FreeNumber: line.freeNumber,
    DiscNumber: line.discNumber,
    DiscType: line.discType,
    DiscTypeCode: line.discTypeCode,
    Opt6: line.opt6,
  };
}

/** A promotion as the back office reads it: the customer side's wire form, with the wizard's fields. */
function toWirePromotion(row: PromotionRow, details: readonly DetailRow[] | null, now: Date): Promotion {
  const wire: Promotion = {
    ...promotionToWire(row),
    PromotionType: row.promotionType === PROMOTION_TYPE_NO_SALE_PRODUCTS ? PROMOTION_TYPE_NO_SALE_PRODUCTS : '1',
    CalcType: calcTypeOf(row, details ?? []),
    ByUnit: row.byUnit,
    // The wizard's format.
    DateBegin: formatDateKey(dateKeyOf(row.dateBegin), 'DD/MM/YYYY'),
    DateEnd: formatDateKey(dateKeyOf(row.dateEnd), 'DD/MM/YYYY'),
    CreateDate: row.createdAt.toISOString(),
    CreateUser: row.createdBy,
    LastUpdatedT: row.updatedAt.toISOString(),
    LastUpdatedU: row.updatedBy,
    PromotionDetail: details ? details.map(detailToWire) : null,
  };
  return { ...wire, Status: promotionStatus(wire, now) };
}

const productName = (product: Pick<ProductUnits, 'nameTh' | 'nameEn'>, locale: Locale) =>
  locale === 'en' && product.nameEn ? product.nameEn : product.nameTh;

function productRef(product: ProductUnits, unitLevel: number | null, locale: Locale): PromotionProductRef {
  const unit = product.units.find((u) => u.level === (unitLevel ?? 1)) ?? product.units[0];
  return {
    P_Code: product.pCode,
    PRODUCTNAME: productName(product, locale),
    UNIT: unitLevel === null ? null : (unit?.code ?? null),
    UnitLevel: unitLevel,
    UNITNAME: unit ? (locale === 'en' && unit.nameEn ? unit.nameEn : unit.nameTh) : null,
    Units: product.units.map((u) => ({ Level: u.level, Code: u.code, Name: locale === 'en' && u.nameEn ? u.nameEn : u.nameTh })),
  };
}

/** A free or sale product's unit as sent ('1'-'3' or a unit code) as a level; null when none. */
function unitLevelOf(product: ProductUnits, unit: string | null | undefined): number | null | 'unknown' {
  const wanted = (unit ?? '').trim();
  if (wanted === '') return null;
  const byLevel = product.units.find((u) => String(u.level) === wanted);
  if (byLevel) return byLevel.level;
  const byCode = product.units.find((u) => u.code.toUpperCase() === wanted.toUpperCase());
  return byCode ? byCode.level : 'unknown';
}

export interface PromotionServiceDeps {
  repository: PromotionRepository;
  scope: StaffScopeService;
  clock: Clock;
}

export function createPromotionService({ repository, scope, clock }: PromotionServiceDeps) {
  const todayKey = () => toDateKey(clock()) ?? '';

  /** A promotion of one of the staff member's centers (of `saleUnit` when named), else not found. */
  async function ownPromotion(staffUserId: number, id: string, saleUnit?: string | null): Promise<PromotionRow> {
    const promotionId = Number(id);
    const notFound = new AppError('PROMOTION_NOT_FOUND', { promotionId: id });
    if (!Number.isSafeInteger(promotionId) || promotionId <= 0 || promotionId > 2_147_483_647) throw notFound;
    const row = await repository.find(promotionId);
    const served = await scope.servedBy(staffUserId);
    if (!row || !served.some((s) => s.toUpperCase() === row.saleUnit.toUpperCase())) throw notFound;
    if (saleUnit && saleUnit.trim() !== '' && saleUnit.trim().toUpperCase() !== row.saleUnit.toUpperCase()) throw notFound;
    return row;
  }

  /** The body as stored: header and lists, checked against the center. */
  async function toStored(saleUnit: string, sent: PromotionSaveBody, isNew: boolean, locale: Locale) {
    const body = preparePromotionForSave(sent, isNew);
    const p = body.Promotion;
    const problems = validatePromotionForm(body);
    const errors: ValidationIssue[] = problems.map((problem) => ({
      path: MESSAGE_FIELDS[problem],
      message: PROMOTION_FORM_MESSAGES[problem][locale],
    }));

    const begin = toDateKey(p.DateBegin);
    const end = toDateKey(p.DateEnd);
    if (!begin) errors.push({ path: 'Promotion.DateBegin', message: 'Not a date (DD/MM/YYYY)' });
    if (!end) errors.push({ path: 'Promotion.DateEnd', message: 'Not a date (DD/MM/YYYY)' });
    if (begin && end && end < begin) errors.push({ path: 'Promotion.DateEnd', message: 'Ends before it begins' });
    const billPromotion = p.PromotionType === PROMOTION_TYPE_NO_SALE_PRODUCTS;
    if (!billPromotion && p.PromotionType !== '1' && p.PromotionType !== p.CalcType) {
      errors.push({ path: 'Promotion.PromotionType', message: "'1' (products) or '3' (the whole bill)" });
    }
    const lines = new Set<number>();
    body.PromotionDetails.forEach((line, index) => {
      if (lines.has(line.PromotionLn)) errors.push({ path: `PromotionDetails.${index}.PromotionLn`, message: 'A line number appears once' });
      lines.add(line.PromotionLn);
      if (line.BuyMax > 0 && line.BuyMax < line.BuyMin) {
        errors.push({ path: `PromotionDetails.${index}.BuyMax`, message: 'Below the minimum' });
      }
      if (p.CalcType === 'DiscountPercent' && line.DiscNumber > 100) {
        errors.push({ path: `PromotionDetails.${index}.DiscNumber`, message: 'At most 100 percent' });
      }
    });

    const sentProducts = [...body.ProductsSale, ...body.ProductsFree];
    const known = await repository.centerProducts(saleUnit, sentProducts.map((item) => item.P_Code));
    const itemsOf = (field: 'ProductsSale' | 'ProductsFree') => {
      const seen = new Set<string>();
      const items: PromotionLists['sale'] = [];
      body[field].forEach((item, index) => {
        const product = known.get(item.P_Code);
        if (!product) {
          errors.push({ path: `${field}.${index}.P_Code`, message: `Product ${item.P_Code} is not sold by ${saleUnit}` });
          return;
        }
        const unitLevel = unitLevelOf(product, item.UNIT);
        if (unitLevel === 'unknown') {
          errors.push({ path: `${field}.${index}.UNIT`, message: `Not a unit of ${item.P_Code}` });
          return;
        }
        if (seen.has(product.pCode)) return;
        seen.add(product.pCode);
        items.push({ pCode: product.pCode, unitLevel });
      });
      return items;
    };
    const sale = itemsOf('ProductsSale');
    const free = p.CalcType === 'FreeItem' ? itemsOf('ProductsFree') : [];

    const customerList = isAll(p.CustomerList) ? 'All' : 'LIST';
    const customerCodes = [...(customerList === 'All' ? [] : body.Customers), ...body.CustomersNotIn];
    const customerIds = await repository.centerCustomers(saleUnit, customerCodes);
    const idsOf = (field: 'Customers' | 'CustomersNotIn', codes: readonly string[]) =>
      codes.flatMap((code, index) => {
        const id = customerIds.get(code);
        if (id === undefined) errors.push({ path: `${field}.${index}`, message: `Customer ${code} is not a customer of ${saleUnit}` });
        return id === undefined ? [] : [id];
      });
    const customersIn = customerList === 'All' ? [] : idsOf('Customers', body.Customers);
    const excluded = new Set(customersIn);
    const customersNotIn = idsOf('CustomersNotIn', body.CustomersNotIn).filter((id) => !excluded.has(id));

    const masters = await repository.masterData();
    const codesOf = (field: 'Stores' | 'CustomerTypes', wanted: readonly string[], all: boolean, valid: Set<string>) => {
      if (all) return [];
      wanted.forEach((code, index) => {
        if (!valid.has(code)) errors.push({ path: `${field}.${index}`, message: `Unknown code ${code}` });
      });
      return [...new Set(wanted.filter((code) => valid.has(code)))];
    };
    const stores = codesOf('Stores', body.Stores, isAll(p.Opt15), new Set(masters.storeTypes.map((s) => s.code)));
    const customerTypes = codesOf(
      'CustomerTypes',
      body.CustomerTypes,
      isAll(p.CustomerTypeList),
      new Set(masters.customerTypes.map((s) => s.code)),
    );

    if (body.Weekdays.length === 0) errors.push({ path: 'Weekdays', message: 'Choose at least one weekday' });
    if (errors.length > 0) throw invalid(errors);

    const byUnit = body.PromotionDetails.some(
      (line) => line.Opt6 === '1' || line.DiscTypeCode?.toUpperCase() === 'U' || line.DiscType?.toUpperCase() === 'MONEY/UOM',
    );
    const discount = lineDiscountType(p.CalcType, byUnit);
    const details: DetailInsert[] = body.PromotionDetails.map((line) => ({
      promotionLn: line.PromotionLn,
      buyMin: line.BuyMin,
      buyMax: line.BuyMax > 0 ? line.BuyMax : null,
      orderBuy: line.OrderBuy > 0 ? line.OrderBuy : null,
      freeNumber: line.FreeNumber,
      discNumber: p.CalcType === 'FreeItem' ? 0 : line.DiscNumber,
      discType: discount.DiscType,
      discTypeCode: discount.DiscTypeCode,
      opt6: discount.Opt6,
    }));

    const opts: Record<string, string> = {};
    for (const [key, value] of Object.entries(p)) {
      if (/^Opt\d+$/.test(key) && !OWN_COLUMN_OPTS.has(key) && value !== null && value !== undefined && value !== '') {
        opts[key] = String(value);
      }
    }
    const head = {
      promotionName: p.PromotionName,
      shortName: p.Opt30,
      promotionRemark: p.PromotionRemark,
      promotionType: billPromotion ? PROMOTION_TYPE_NO_SALE_PRODUCTS : p.CalcType,
      flagEnabled: p.FlagEnabled,
      dateBegin: isoDate(begin ?? ''),
      dateEnd: isoDate(end ?? ''),
      flagCusNew: p.FlagCusNew ?? 'N',
      flagFreeCase: p.FlagFreeCase ?? 'N',
      weekdays: weekdayFlags(body.Weekdays),
      storeList: isAll(p.Opt15) ? 'All' : 'LIST',
      customerList,
      customerTypeList: isAll(p.CustomerTypeList) ? 'All' : 'LIST',
      brandList: p.BrandList ?? null,
      byUnit,
      salesNumber: p.SalesNumber ?? null,
      discTotValue: p.DiscTotValue ?? null,
      discTotType: p.DiscTotType ?? null,
      discTotTypeCode: p.DiscTotTypeCode ?? null,
      opts,
    } satisfies Partial<PromotionInsert>;
    return { head, lists: { details, sale, free, customersIn, customersNotIn, stores, customerTypes } };
  }

  return {
    async list(staffUserId: number, query: PromotionListQuery) {
      const { saleUnit } = await scope.resolve(staffUserId, query.SaleUnit);
      const now = clock();
      const { rows, details } = await repository.list(
        {
          saleUnit,
          status: query.Status,
          text: query.Text ?? '',
          promotionType: query.PromotionType ?? '',
          today: isoDate(todayKey()),
          skip: query.Skip,
          take: query.Take,
        },
        query.IncludeDetail,
      );
      const byPromotion = new Map<number, DetailRow[]>();
      for (const line of details) byPromotion.set(line.promotionId, [...(byPromotion.get(line.promotionId) ?? []), line]);
      return rows.map((row) => toWirePromotion(row, query.IncludeDetail ? (byPromotion.get(row.promotionId) ?? []) : null, now));
    },

    async detail(staffUserId: number, id: string, saleUnit: string | undefined, locale: Locale): Promise<PromotionDetailAnswer> {
      const row = await ownPromotion(staffUserId, id, saleUnit);
      const [details, lists] = await Promise.all([repository.details([row.promotionId]), repository.lists(row.promotionId)]);
      const products = await repository.centerProducts(row.saleUnit, lists.items.map((item) => item.pCode));
      const refs = (kind: string) =>
        lists.items.flatMap((item) => {
          const product = products.get(item.pCode);
          if (item.kind !== kind) return [];
          return product ? [productRef(product, item.unitLevel, locale)] : [{ P_Code: item.pCode, UNIT: null }];
        });
      const customersOf = (inclusion: string) =>
        lists.members
          .filter((member) => member.inclusion === inclusion)
          .map((member) => ({ CUSTOMERCODE: member.customerCode, CUSTOMERNAME: member.customerName, TypeCode: member.customerType }));
      const described = (list: { code: string; nameTh: string | null; nameEn: string | null }[]) =>
        list.map((item) => ({ Code: item.code, Description: (locale === 'en' ? item.nameEn : item.nameTh) ?? item.code }));
      const promotion = toWirePromotion(row, details, clock());
      return {
        Promotion: promotion,
        PromotionType: promotion.PromotionType ?? null,
        Weekdays: weekdaysOf(row.weekdays),
        ProductsSale: refs('SALE'),
        ProductsFree: refs('FREE'),
        Customers: customersOf('IN'),
        CustomersNotIn: customersOf('NOT_IN'),
        Stores: described(lists.stores),
        CustomerTypes: described(lists.types),
      };
    },

    async create(staffUserId: number, body: PromotionSaveBody, locale: Locale): Promise<number> {
      const { saleUnit } = await scope.resolve(staffUserId, body.SaleUnit);
      const { head, lists } = await toStored(saleUnit, body, true, locale);
      const who = String(staffUserId);
      const now = clock();
      return repository.create({ ...head, saleUnit, createdBy: who, updatedBy: who, createdAt: now, updatedAt: now }, lists);
    },

    async update(staffUserId: number, id: string, body: PromotionSaveBody, locale: Locale): Promise<number> {
      const row = await ownPromotion(staffUserId, id, body.SaleUnit);
      const { head, lists } = await toStored(row.saleUnit, body, false, locale);
      const done = await repository.update(row.promotionId, row.saleUnit, { ...head, updatedBy: String(staffUserId), updatedAt: clock() }, lists);
      if (!done) throw new AppError('PROMOTION_NOT_FOUND', { promotionId: id });
      return row.promotionId;
    },

    async products(staffUserId: number, query: PromotionProductsQuery, locale: Locale): Promise<PromotionProductRef[]> {
      const { saleUnit } = await scope.resolve(staffUserId, query.saleUnit);
      const found = await repository.searchProducts(saleUnit, query.text ?? '', query.skip, query.take);
      return found.map((product) => productRef(product, null, locale));
    },

    async customers(staffUserId: number, query: PromotionCustomersQuery) {
      const { saleUnit } = await scope.resolve(staffUserId, query.saleUnit);
      const found = await repository.searchCustomers(saleUnit, query.text ?? '', query.skip, query.take);
      return found.map((row) => ({ CUSTOMERCODE: row.code, CUSTOMERNAME: row.name, TypeCode: row.type }));
    },

    async masterData(locale: Locale): Promise<PromotionMasterDataAnswer> {
      const { customerTypes, storeTypes } = await repository.masterData();
      const describe = (row: { code: string; nameTh: string; nameEn: string }) => ({
        Code: row.code,
        Description: locale === 'en' ? row.nameEn : row.nameTh,
      });
      return { CustomerTypes: customerTypes.map(describe), StoreTypes: storeTypes.map(describe) };
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;

import { describe, expect, it } from 'vitest';
import { PromotionSaveBodySchema } from './promotion.schema.js';
import {
  PROMOTION_FORM_MESSAGES,
  lineDiscountType,
  preparePromotionForSave,
  validatePromotionForm,
} from './promotion-form.js';

const valid = {
  Promotion: {
    PromotionName: 'Buy 10 get 5% off',
    Opt30: '5% off',
    PromotionRemark: 'Drinks only',
    PromotionType: '1',
    CalcType: 'DiscountPercent' as const,
    CustomerList: 'All',
    CustomerTypeList: 'All',
    Opt15: 'All',
  },
  PromotionDetails: [{ DiscNumber: 5, FreeNumber: 0 }],
  ProductsSale: [{ P_Code: 'P1' }],
};

describe('validatePromotionForm', () => {
  it('passes a complete promotion', () => {
    expect(validatePromotionForm(valid)).toEqual([]);
  });

  it('asks for the header fields first, with the specification texts', () => {
    const problems = validatePromotionForm({
      ...valid,
      Promotion: { ...valid.Promotion, PromotionName: ' ', Opt30: '', PromotionRemark: null },
    });
    expect(problems).toEqual(['NAME_REQUIRED', 'SHORT_NAME_REQUIRED', 'REMARK_REQUIRED']);
    expect(PROMOTION_FORM_MESSAGES.NAME_REQUIRED.en).toBe('Please enter promotion name');
  });

  it('needs chosen customers, stores and types unless "All"', () => {
    const problems = validatePromotionForm({
      ...valid,
      Promotion: { ...valid.Promotion, CustomerList: 'Some', Opt15: '', CustomerTypeList: 'Some' },
    });
    expect(problems).toEqual([
      'CUSTOMERS_REQUIRED',
      'STORE_TYPE_REQUIRED',
      'CUSTOMER_TYPE_REQUIRED',
    ]);
    expect(
      validatePromotionForm({
        ...valid,
        Promotion: {
          ...valid.Promotion,
          CustomerList: 'Some',
          Opt15: '',
          CustomerTypeList: 'Some',
        },
        Customers: ['C1'],
        Stores: ['S'],
        CustomerTypes: ['RT'],
      }),
    ).toEqual([]);
  });

  it('needs detail lines with a discount, or a free quantity for free items', () => {
    expect(validatePromotionForm({ ...valid, PromotionDetails: [] })).toEqual(['DETAIL_REQUIRED']);
    expect(validatePromotionForm({ ...valid, PromotionDetails: [{ DiscNumber: 0 }] })).toEqual([
      'DISCOUNT_REQUIRED',
    ]);
    const free = { ...valid, Promotion: { ...valid.Promotion, CalcType: 'FreeItem' as const } };
    expect(validatePromotionForm({ ...free, PromotionDetails: [{ FreeNumber: 0 }] })).toEqual([
      'FREE_QTY_REQUIRED',
      'FREE_ITEM_REQUIRED',
    ]);
    expect(
      validatePromotionForm({
        ...free,
        PromotionDetails: [{ FreeNumber: 1 }],
        ProductsFree: [{ P_Code: 'P9' }],
      }),
    ).toEqual([]);
  });

  it("needs sale products unless the type is '3'", () => {
    expect(validatePromotionForm({ ...valid, ProductsSale: [] })).toEqual(['SALE_ITEM_REQUIRED']);
    expect(
      validatePromotionForm({
        ...valid,
        ProductsSale: [],
        Promotion: { ...valid.Promotion, PromotionType: '3' },
      }),
    ).toEqual([]);
  });
});

describe('saving a promotion', () => {
  it('maps the calculation to the discount type of a line', () => {
    expect(lineDiscountType('DiscountPercent', false)).toEqual({
      DiscType: '%',
      DiscTypeCode: 'P',
      Opt6: null,
    });
    expect(lineDiscountType('DiscountValue', false)).toEqual({
      DiscType: 'Money',
      DiscTypeCode: 'B',
      Opt6: null,
    });
    expect(lineDiscountType('DiscountValue', true)).toEqual({
      DiscType: 'MONEY/UOM',
      DiscTypeCode: 'U',
      Opt6: '1',
    });
    expect(lineDiscountType('FreeItem', false)).toEqual({
      DiscType: null,
      DiscTypeCode: null,
      Opt6: null,
    });
  });

  const body = PromotionSaveBodySchema.parse({
    Promotion: { ...valid.Promotion, DateBegin: '01/06/2024', DateEnd: '07/06/2024' },
    PromotionDetails: [{ PromotionLn: 1, DiscNumber: 5, FreeNumber: 2 }],
    Weekdays: [6, 7],
  });

  it('zeroes free quantities of a new promotion that is not a free-item one', () => {
    expect(preparePromotionForSave(body, true).PromotionDetails[0]?.FreeNumber).toBe(0);
    expect(preparePromotionForSave(body, false).PromotionDetails[0]?.FreeNumber).toBe(2);
    const free = { ...body, Promotion: { ...body.Promotion, CalcType: 'FreeItem' as const } };
    expect(preparePromotionForSave(free, true).PromotionDetails[0]?.FreeNumber).toBe(2);
  });

  it('sends all seven weekdays without the weekday condition', () => {
    expect(preparePromotionForSave(body, true).Weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const withCondition = { ...body, Promotion: { ...body.Promotion, Opt31: 'N' } };
    expect(preparePromotionForSave(withCondition, true).Weekdays).toEqual([6, 7]);
  });
});

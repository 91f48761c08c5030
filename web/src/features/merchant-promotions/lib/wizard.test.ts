import { describe, expect, it } from 'vitest';
import { PromotionSaveBodySchema } from '@eorder/shared';
import { emptyLine, newWizardForm, problemsOn, saveBodyOf, wizardFormOf } from './wizard';

// Noon in Bangkok on 15 June 2024.
const NOW = Date.parse('2024-06-15T12:00:00+07:00');

describe('the wizard form', () => {
  it('starts a new promotion for everyone, seven days from today', () => {
    const form = newWizardForm(NOW);
    expect(form).toMatchObject({ id: null, dateBegin: '15/06/2024', dateEnd: '22/06/2024', allCustomers: true, enabled: true });
  });

  it('checks each page for its own messages', () => {
    const form = newWizardForm(NOW);
    expect(problemsOn(form, 'index')).toEqual(['NAME_REQUIRED', 'SHORT_NAME_REQUIRED', 'REMARK_REQUIRED']);
    expect(problemsOn(form, 'condition')).toEqual([]);
    expect(problemsOn({ ...form, allCustomers: false, allStores: false, allCustomerTypes: false }, 'condition')).toEqual([
      'CUSTOMERS_REQUIRED',
      'STORE_TYPE_REQUIRED',
      'CUSTOMER_TYPE_REQUIRED',
    ]);
    expect(problemsOn({ ...form, calcType: 'FreeItem' }, 'detail')).toEqual(['DETAIL_REQUIRED', 'FREE_ITEM_REQUIRED', 'SALE_ITEM_REQUIRED']);
    expect(problemsOn({ ...form, lines: [emptyLine(1)] }, 'detail')).toEqual(['DISCOUNT_REQUIRED', 'SALE_ITEM_REQUIRED']);
    expect(problemsOn({ ...form, calcType: 'FreeItem', lines: [emptyLine(1)] }, 'detail')).toContain('FREE_QTY_REQUIRED');
    expect(problemsOn({ ...form, wholeBill: true, lines: [{ ...emptyLine(1), DiscNumber: 5 }] }, 'detail')).toEqual([]);
  });

  it('makes a save body the contract accepts, with all weekdays without the condition', () => {
    const form = {
      ...newWizardForm(NOW),
      name: 'Gift',
      shortName: 'G',
      remark: 'r',
      calcType: 'FreeItem' as const,
      productsSale: [{ P_Code: 'P1' }],
      productsFree: [{ P_Code: 'P2', UNIT: 'EA' }],
      lines: [{ ...emptyLine(1), BuyMin: 2, FreeNumber: 1 }],
      weekdays: [6],
    };
    const body = PromotionSaveBodySchema.parse(saveBodyOf(form, 'DC01'));
    expect(body.SaleUnit).toBe('DC01');
    expect(body.Weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.ProductsFree).toEqual([{ P_Code: 'P2', UNIT: 'EA' }]);
    const withDays = PromotionSaveBodySchema.parse(saveBodyOf({ ...form, weekdayCondition: true, id: 4 }, 'DC01'));
    expect(withDays.Weekdays).toEqual([6]);
    expect(withDays.Promotion.Opt31).toBe('N');
    expect(withDays.SaleUnit).toBeUndefined();
    expect(PromotionSaveBodySchema.parse(saveBodyOf({ ...form, byUnit: true }, null)).PromotionDetails[0]?.Opt6).toBe('1');
  });

  it('reads a saved promotion back', () => {
    const form = wizardFormOf({
      Promotion: {
        PromotionId: 7,
        PromotionName: 'Rain',
        Opt30: 'R',
        PromotionRemark: 'x',
        PromotionType: '1',
        CalcType: 'DiscountPercent',
        FlagEnabled: 'N',
        Opt31: 'N',
        CustomerList: 'LIST',
        Opt15: 'All',
        CustomerTypeList: 'All',
        DateBegin: '01/06/2024',
        DateEnd: '07/06/2024',
        PromotionDetail: [{ PromotionLn: 1, BuyMin: 1, DiscNumber: 5, FreeNumber: 0 }],
      },
      PromotionType: '1',
      Weekdays: [1, 3],
      ProductsSale: [{ P_Code: 'P1' }],
      ProductsFree: [],
      Customers: [{ CUSTOMERCODE: 'C1' }],
      CustomersNotIn: [],
      Stores: [],
      CustomerTypes: ['RT'],
    });
    expect(form).toMatchObject({
      id: 7,
      enabled: false,
      calcType: 'DiscountPercent',
      weekdayCondition: true,
      weekdays: [1, 3],
      allCustomers: false,
      customerTypes: [{ Code: 'RT' }],
      lines: [{ PromotionLn: 1, DiscNumber: 5 }],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { chooseVan, VAN_REASONS, type VanPlan } from './choose-van.js';

// Monday 10 June 2024, 09:00 in Bangkok. The horizon runs to Thursday 13 June.
const NOW = Date.parse('2024-06-10T09:00:00+07:00');
const shop = { lat: 13.7563, lng: 100.5018 };
const nearShop = { lat: 13.77, lng: 100.51 }; // about 1.7 km away
const farAway = { lat: 14.35, lng: 100.57 }; // Ayutthaya, about 66 km

const plan = (over: Partial<VanPlan>): VanPlan => ({
  VanCode: 'V1',
  PlanDate: '20240611',
  CustomerCodes: [],
  ...over,
});

describe('chooseVan', () => {
  const mouConfig = { MinOrderValue: 3000 };

  it('PLAN1: the earliest trip within 3 days that serves the customer', () => {
    const choice = chooseVan({
      plans: [
        plan({ VanCode: 'V2', PlanDate: '20240613', CustomerCodes: ['C1'] }),
        plan({ VanCode: 'V1', PlanDate: '20240612', CustomerCodes: ['C1'] }),
        plan({ VanCode: 'V0', PlanDate: '20240609', CustomerCodes: ['C1'] }), // yesterday
      ],
      customerCode: 'C1',
      orderValue: 100,
      mouConfig,
      now: NOW,
    });
    expect(choice.reason).toBe('PLAN1');
    expect(choice.plan?.VanCode).toBe('V1');
    expect(choice.deliverable).toBe(true);
  });

  it('ignores trips beyond the 3-day horizon', () => {
    const choice = chooseVan({
      plans: [plan({ PlanDate: '20240614', CustomerCodes: ['C1'] })],
      customerCode: 'C1',
      orderValue: 100,
      mouConfig,
      now: NOW,
    });
    expect(choice.reason).toBe('MOU_NOT_MATCH');
    expect(choice.shortfall).toBe(2900);
  });

  it('PLAN2: a trip within 3 days stopping near the customer', () => {
    const choice = chooseVan({
      plans: [
        plan({ VanCode: 'FAR', PlanDate: '20240610', Stops: [farAway] }),
        plan({ VanCode: 'NEAR', PlanDate: '20240612', Stops: [farAway, nearShop] }),
      ],
      customerCode: 'C1',
      customerPosition: shop,
      orderValue: 0,
      mouConfig,
      now: NOW,
    });
    expect(choice.reason).toBe('PLAN2');
    expect(choice.plan?.VanCode).toBe('NEAR');
  });

  it('prefers a serving trip to a nearby one', () => {
    const choice = chooseVan({
      plans: [
        plan({ VanCode: 'NEAR', PlanDate: '20240610', Stops: [nearShop] }),
        plan({ VanCode: 'MINE', PlanDate: '20240613', CustomerCodes: ['C1'] }),
      ],
      customerCode: 'C1',
      customerPosition: shop,
      orderValue: 0,
      mouConfig,
      now: NOW,
    });
    expect(choice.plan?.VanCode).toBe('MINE');
  });

  it('falls back to the MOU condition', () => {
    const base = { plans: [], customerCode: 'C1', now: NOW };
    expect(chooseVan({ ...base, orderValue: 3000, mouConfig })).toEqual({
      reason: 'MOU_MATCHED',
      plan: null,
      deliverable: true,
    });
    expect(chooseVan({ ...base, orderValue: 2999.5, mouConfig })).toEqual({
      reason: 'MOU_NOT_MATCH',
      plan: null,
      deliverable: false,
      shortfall: 0.5,
    });
    expect(chooseVan({ ...base, orderValue: 99999, mouConfig: null })).toEqual({
      reason: 'DIST_MOU_CONFIG_NOT_FOUND',
      plan: null,
      deliverable: false,
    });
  });

  it('has Thai and English texts for every reason', () => {
    expect(Object.keys(VAN_REASONS).sort()).toEqual([
      'DIST_MOU_CONFIG_NOT_FOUND',
      'MOU_MATCHED',
      'MOU_NOT_MATCH',
      'PLAN1',
      'PLAN2',
    ]);
    for (const text of Object.values(VAN_REASONS)) {
      expect(text.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(text.en.length).toBeGreaterThan(0);
    }
  });
});

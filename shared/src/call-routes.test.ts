import { describe, expect, it } from 'vitest';
import { CALL_ROUTES, type CallRoute } from './call-routes.js';

const routes = Object.entries(CALL_ROUTES) as [string, CallRoute][];

describe('GETs that change state', () => {
  it('are exactly the ones reviewed in docs/decisions/032, each for its reason', () => {
    // A GET added or changed to write something must be added here and flagged, or made a POST.
    const reviewed = {
      guestLogin: 'replaces the customer session with a guest',
      swapDc: "moves the customer's session to another center",
      loginAsClient: "starts a client's session for a salesperson",
      productToggleActive: 'toggles a product on or off (the specification fixes GET)',
      paymentInquiry: "records the provider's answer on the payment",
    };
    const flagged = routes.filter(([, route]) => route.changesState).map(([name]) => name);
    expect(flagged.sort()).toEqual(Object.keys(reviewed).sort());
  });

  it('are flagged only on GETs: every other method changes state anyway', () => {
    for (const [name, route] of routes) {
      if (route.changesState) expect(route.method, name).toBe('GET');
    }
  });
});

// The demo people the first-run seed creates (DEMO_ACCOUNTS of the ordering
// API's seed), in the few fields the journeys use.
import { DEMO_ACCOUNTS } from '../../../ordering-api/src/seed/accounts';

export interface DemoCustomer {
  name: string;
  username: string;
  mobile: string;
  password: string;
  customerCode: string;
}

export interface DemoStaff {
  name: string;
  mobile: string;
}

export interface DemoAccounts {
  customer: DemoCustomer;
  merchant: DemoStaff;
  rider: DemoStaff;
}

export function demoAccounts(): DemoAccounts {
  const { customer, merchant, rider } = DEMO_ACCOUNTS;
  return {
    customer: {
      name: customer.customerName,
      username: customer.username,
      mobile: customer.mobileNo,
      password: customer.password,
      customerCode: customer.customerCode,
    },
    merchant: { name: merchant.displayName, mobile: merchant.mobileNo },
    rider: { name: rider.name, mobile: rider.mobileNo },
  };
}

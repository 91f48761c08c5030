// The agents' routes (verified agents only): registered by the router the first time a path of the
// area is opened.
import type { PathName } from '@/config/paths';
import { fromModule, routes } from '../../route-spec';

const agentPage = (name: PathName) => fromModule(() => import('@/features/shell-pages/agent-pages'), name);

export const specs = routes('customer', ['verified'], agentPage, [
  'agentsCustomers',
  'agentsProducts',
  'agentsRegister',
  'agentsProductsAdd',
  'agentsProductsEdit',
]);

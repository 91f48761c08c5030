// The acting pages, for the router (one lazy chunk): the agent's area and the salesperson's sales.
import type { ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import { loadNamespaces } from '@/lib/i18n';
import { AgentProductAddPage, AgentProductEditPage } from './agent-product-form-page';
import { AgentsCustomersPage } from './agents-customers-page';
import { AgentsProductsPage } from './agents-products-page';
import { AgentsRegisterPage } from './agents-register-page';
import { MySalesPage } from './my-sales-page';

void loadNamespaces('acting');

export const pages: Partial<Record<PathName, ComponentType>> = {
  agentsCustomers: AgentsCustomersPage,
  agentsRegister: AgentsRegisterPage,
  agentsProducts: AgentsProductsPage,
  agentsProductsAdd: AgentProductAddPage,
  agentsProductsEdit: AgentProductEditPage,
  salesMySales: MySalesPage,
};

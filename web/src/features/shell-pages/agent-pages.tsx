// Agent pages (specification part 3) whose content the agents issue builds.
import { titlePage, type PageModule } from './title-page';

const AGENTS = 'agents';

export const pages: PageModule = {
  agentsCustomers: titlePage('agentsCustomers', AGENTS),
  agentsProducts: titlePage('agentsProducts', AGENTS),
  agentsRegister: titlePage('agentsRegister', AGENTS),
  agentsProductsAdd: titlePage('agentsProductsAdd', AGENTS),
  agentsProductsEdit: titlePage('agentsProductsEdit', AGENTS),
};

// Agent pages (specification part 3), built by the acting feature (ordering for a client).
import { lazy, type ComponentType } from 'react';
import type { PathName } from '@/config/paths';
import type { PageModule } from './title-page';

/** A page of the acting feature's chunk, fetched when the page is first opened. */
function actingPage(name: PathName): ComponentType {
  const Lazy = lazy(async () => {
    const page = (await import('@/features/acting/routes')).pages[name];
    if (!page) throw new Error(`No page for route ${name}`);
    return { default: page };
  });
  function ActingPage() {
    return <Lazy />;
  }
  ActingPage.displayName = `ActingPage(${name})`;
  return ActingPage;
}

export const pages: PageModule = {
  agentsCustomers: actingPage('agentsCustomers'),
  agentsProducts: actingPage('agentsProducts'),
  agentsRegister: actingPage('agentsRegister'),
  agentsProductsAdd: actingPage('agentsProductsAdd'),
  agentsProductsEdit: actingPage('agentsProductsEdit'),
};

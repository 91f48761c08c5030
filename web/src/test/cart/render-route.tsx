// Renders a page at a path in a memory router, with an SWR cache of its own and a probe that
// shows where navigation ended. For the tests of the cart-to-order pages.
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

export function renderRoute(pattern: string, element: ReactElement, at: string) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [at] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
    </SWRConfig>,
  );
  return router;
}

export const landedAt = async () => (await screen.findByTestId('where')).textContent;

// Renders a page in a memory router, with a probe that shows where navigation ended.
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

export function renderPage(path: string, Page: ComponentType, at: string) {
  const router = createMemoryRouter(
    [
      { path, element: <Page /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export const landedAt = async () => (await screen.findByTestId('where')).textContent;

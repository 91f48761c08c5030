import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyCard } from './card';
import { LinkTabs } from './link-tabs';
import { PriceRow, PriceRows } from './price-rows';
import { RetryCard } from './retry-state';

afterEach(cleanup);

describe('shared UI', () => {
  it('marks the current link tab for screen readers', () => {
    const tabs = [
      { key: 'ALL', to: '/x', label: 'All' },
      { key: 'PAID', to: '/x?tab=paid', label: 'Paid' },
    ];
    render(<LinkTabs tabs={tabs} current="PAID" label="Tabs" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('navigation', { name: 'Tabs' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Paid' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
  });

  it('announces a failed load and retries on request', () => {
    const retry = vi.fn();
    render(<RetryCard message="Could not load" retryLabel="Retry" onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('pairs labels with amounts and shows an empty message', () => {
    render(
      <>
        <PriceRows>
          <PriceRow label="Total" value="฿20.00" testId="total" />
        </PriceRows>
        <EmptyCard>Nothing yet</EmptyCard>
      </>,
    );
    expect(screen.getByTestId('total').textContent).toBe('Total฿20.00');
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });
});

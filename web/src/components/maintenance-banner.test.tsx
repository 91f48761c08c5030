import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '@/lib/i18n';
import { setRuntimeConfig } from '@/lib/config';
import { MaintenanceBanner, maintenanceText } from './maintenance-banner';

const t = (key: string, options: Record<string, string>) => i18n.t(`common:${key}`, options);
const WINDOW = { from: '2025-01-01T15:00:00Z', to: '2025-01-01T18:30:00+00:00' };
const BEFORE = Date.parse('2024-12-31T00:00:00Z');

const baseConfig = { companyCode: 'DSG', companyName: 'DSG', logo: 'DSG', basePath: '/' };

afterEach(async () => {
  setRuntimeConfig(baseConfig);
  await setLanguage('th');
});

describe('maintenanceText', () => {
  it('reads MA {from} - {to} with Buddhist-era dates in Bangkok time in Thai', async () => {
    await setLanguage('th');
    expect(maintenanceText(WINDOW, 'th', t, BEFORE)).toBe('MA 1 ม.ค. 2568 22:00 - 2 ม.ค. 2568 01:30');
  });

  it('uses Gregorian dates in English', async () => {
    await setLanguage('en');
    expect(maintenanceText(WINDOW, 'en', t, BEFORE)).toBe('MA 1 Jan 2025 22:00 - 2 Jan 2025 01:30');
  });

  it('shows during the window and hides once it has ended', () => {
    expect(maintenanceText(WINDOW, 'th', t, Date.parse('2025-01-01T16:00:00Z'))).not.toBeNull();
    expect(maintenanceText(WINDOW, 'th', t, Date.parse('2025-01-01T18:30:00Z'))).toBeNull();
  });

  it('shows nothing without a window or with unreadable dates', () => {
    expect(maintenanceText(null, 'th', t, BEFORE)).toBeNull();
    expect(maintenanceText({ from: 'soon', to: '2025-01-01T18:30:00Z' }, 'th', t, BEFORE)).toBeNull();
    expect(maintenanceText({ from: WINDOW.from, to: 'later' }, 'th', t, BEFORE)).toBeNull();
  });
});

describe('MaintenanceBanner', () => {
  it('renders the configured window as a status message', () => {
    setRuntimeConfig({ ...baseConfig, maintenance: WINDOW });
    render(<MaintenanceBanner now={BEFORE} />);
    expect(screen.getByRole('status').textContent).toBe('MA 1 ม.ค. 2568 22:00 - 2 ม.ค. 2568 01:30');
  });

  it('renders nothing when no window is configured', () => {
    setRuntimeConfig(baseConfig);
    const { container } = render(<MaintenanceBanner now={BEFORE} />);
    expect(container.innerHTML).toBe('');
  });
});

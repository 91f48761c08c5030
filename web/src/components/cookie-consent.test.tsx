import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '@/lib/config';
import { readCookie, removeCookie, writeCookie } from '@/lib/cookies';
import { CookieConsent, needsCookieConsent } from './cookie-consent';

function configure(enableCookiesConsent: boolean) {
  setRuntimeConfig({
    companyCode: 'DSG',
    companyName: 'DSG',
    logo: 'DSG',
    basePath: '/',
    flags: { pdpa: { enableCookiesConsent } },
  });
}

beforeEach(() => {
  configure(true);
  removeCookie('cookies_consent');
});

describe('cookie consent', () => {
  it('opens on the first visit, links to the policy, and remembers Agree in the cookie', async () => {
    render(
      <MemoryRouter initialEntries={['/en']}>
        <CookieConsent />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('cookie-consent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'นโยบายคุกกี้' }).getAttribute('href')).toBe('/en/contents');
    fireEvent.click(screen.getByRole('button', { name: 'ยอมรับ' }));
    expect(readCookie('cookies_consent')).toBe('Y');
    await vi.waitFor(() => expect(needsCookieConsent()).toBe(false), { timeout: 5000 });
  });

  it('shows the policy text it is given inside the dialog', async () => {
    render(
      <MemoryRouter>
        <CookieConsent policy={<p>We keep a cookie for your cart.</p>} />
      </MemoryRouter>,
    );
    const box = await screen.findByTestId('cookie-consent-policy');
    expect(box.textContent).toContain('We keep a cookie for your cart.');
  });

  it('stays closed when the consent cookie is Y', () => {
    writeCookie('cookies_consent', 'Y');
    const { container } = render(
      <MemoryRouter>
        <CookieConsent />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('stays closed when consent is switched off', () => {
    configure(false);
    expect(needsCookieConsent()).toBe(false);
  });
});

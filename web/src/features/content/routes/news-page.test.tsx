// @vitest-environment jsdom
// Rich text is cleaned by DOMPurify, which needs a standard DOM parser (happy-dom's fails its check).
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, onCall, resetFakeApi } from '@/test/catalogue/fake-api';
import { GUEST, renderPage, setSession } from '@/test/catalogue/render';
import { setWebConfig } from '@/lib/config';
import { CmsContentPage } from './cms-content-page';
import { ContentPage } from './content-page';
import { NewsPage } from './news-page';

vi.mock('@/lib/api', async () => (await import('@/test/catalogue/fake-api')).fakeApiModule);

const page = (Code: string, Body: string) =>
  ok({
    Data: {
      Code,
      Title: `หัวข้อ ${Code}`,
      TitleEN: `Title ${Code}`,
      Body,
      BodyEN: '<p>English</p>',
      UpdatedAt: '2026-11-07T00:51:35.133Z',
    },
  });

beforeEach(() => {
  resetFakeApi();
  setWebConfig([]);
  setSession(GUEST);
  (window as unknown as { __ran?: boolean }).__ran = false;
});

describe('/news', () => {
  it('shows the page of the code, as rich text in which no script runs', async () => {
    onCall(
      'GET',
      'api/contents/code/FAQ_001',
      page(
        'FAQ_001',
        '<h2>ถาม</h2><p onclick="window.__ran=true">ตอบ</p><img src="x" onerror="window.__ran=true"><script>window.__ran=true</script><a href="javascript:window.__ran=true">ลิงก์</a>',
      ),
    );
    renderPage(NewsPage, '/news?code=FAQ_001', '/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'หัวข้อ FAQ_001' })).toBeTruthy();
    const body = screen.getByTestId('content-body');
    await waitFor(() => expect(body.querySelector('h2')?.textContent).toBe('ถาม'));
    expect(body.innerHTML).not.toMatch(/script|onclick|onerror|javascript/i);
    expect((window as unknown as { __ran?: boolean }).__ran).toBe(false);
    expect(screen.getByRole('link', { name: 'คำถามที่พบบ่อย' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('offers only the pages the company shows, and falls back to the first', async () => {
    setWebConfig([{ Opt: 'EOrderHideHowToPage', OptValue: 'Y' }]);
    onCall('GET', 'api/contents/code/FAQ_001', page('FAQ_001', '<p>FAQ</p>'));
    renderPage(NewsPage, '/news?code=HOWTO_001', '/news');
    await screen.findByRole('heading', { level: 1, name: 'หัวข้อ FAQ_001' });
    expect(screen.queryByRole('link', { name: 'วิธีการสั่งซื้อ' })).toBeNull();
    expect(callsTo('GET', 'api/contents/code/HOWTO_001')).toHaveLength(0);
  });

  it('says when a page is missing', async () => {
    onCall('GET', 'api/contents/code/CONTACT_001', {
      status: 404,
      body: { Message: 'x', IsExceptionHandler: true },
    });
    renderPage(NewsPage, '/news?code=CONTACT_001', '/news');
    expect(await screen.findByTestId('content-not-found')).toBeTruthy();
  });
});

describe('/contents', () => {
  it('shows the cookie policy without an id (the consent dialog links there)', async () => {
    onCall('GET', 'api/contents/cookies-policy', page('COOKIES_POLICY', '<p>คุกกี้ที่จำเป็น</p>'));
    renderPage(ContentPage, '/contents', '/contents/:id?');
    await waitFor(() => expect(screen.getByTestId('content-body').textContent).toBe('คุกกี้ที่จำเป็น'));
  });

  it('shows a page by id', async () => {
    onCall('GET', 'api/contents/5', page('PDPA_POLICY', '<p>ความเป็นส่วนตัว</p>'));
    renderPage(ContentPage, '/contents/5', '/contents/:id?');
    expect(await screen.findByRole('heading', { level: 1, name: 'หัวข้อ PDPA_POLICY' })).toBeTruthy();
  });
});

describe("a center's own pages", () => {
  // The API answers the page the session's center sees (its own version or the company's), so a
  // center switch must fetch again rather than show the other center's page from the cache.
  const cases = [
    ['/news?code=', NewsPage, '/news?code=CONTACT_001', '/news', 'api/contents/code/CONTACT_001'],
    ['/contents/{id}', ContentPage, '/contents/12', '/contents/:id?', 'api/contents/12'],
  ] as const;
  for (const [name, Page, url, pattern, call] of cases) {
    it(`${name} fetches the page again when the session's center changes`, async () => {
      let center = 'DC01';
      onCall('GET', call, () => page('CONTACT_001', `<p>${center}</p>`));
      renderPage(Page, url, pattern);
      await waitFor(() => expect(screen.getByTestId('content-body').textContent).toBe('DC01'));
      center = 'DC02';
      act(() => setSession({ ...GUEST, SALEUNIT: 'DC02', ActiveDC: 'DC02' }));
      await waitFor(() => expect(screen.getByTestId('content-body').textContent).toBe('DC02'));
    });
  }

  it("/cms/content lists the pages again when the session's center changes", async () => {
    let center = 'DC01';
    onCall('GET', 'api/contents', () =>
      ok({
        Data: [
          {
            Id: 1,
            Code: 'CONTACT_001',
            Kind: 'PAGE',
            Title: `ติดต่อ ${center}`,
            TitleEN: 'Contact',
            UpdatedAt: null,
          },
        ],
        Total: 1,
      }),
    );
    renderPage(CmsContentPage, '/cms/content');
    expect(await screen.findByRole('heading', { level: 2, name: 'ติดต่อ DC01' })).toBeTruthy();
    center = 'DC02';
    act(() => setSession({ ...GUEST, SALEUNIT: 'DC02', ActiveDC: 'DC02' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'ติดต่อ DC02' })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { firstBannerPicture, firstRowPictures } from './first-screen.js';

const banner = (ImageUrl: string | null) => ({ NewsId: 1, NewsType: 'B', ImageUrl });

describe('the first screen pictures', () => {
  it("is the first banner's picture, none without banners or when the answer is not OK", () => {
    const answer = { statusText: 'OK', result: [banner('/files/banners/B1.jpg'), banner('/files/banners/B2.jpg')] };
    expect(firstBannerPicture(answer)).toEqual(['api/customer/files/banners/B1.jpg']);
    expect(firstBannerPicture({ statusText: 'OK', result: [] })).toEqual([]);
    expect(firstBannerPicture({ statusText: 'FAIL', result: [banner('/files/banners/B1.jpg')] })).toEqual([]);
    expect(firstBannerPicture({ Message: 'down' })).toBeUndefined();
  });

  it("is each of the first row's cards' first picture, in its place", () => {
    const row = firstRowPictures([
      { P_Code: 'P1', PIC_FILENAME: null },
      { P_Code: 'P2', Images: ['products/P2-a.jpg'], PIC_FILENAME: 'products/P2.jpg' },
      { P_Code: 'P3', PIC_FILENAME: 'products/P3.jpg' },
    ]);
    expect(row).toEqual([null, 'api/customer/files/products/P2-a.jpg']);
    expect(firstRowPictures('not a list')).toBeUndefined();
  });
});

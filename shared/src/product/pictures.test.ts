import { describe, expect, it } from 'vitest';
import { imageUrl } from './pictures.js';

describe('imageUrl', () => {
  it('reaches stored files through the bff customer mount, relative to the base path', () => {
    expect(imageUrl('/files/products/P000001.svg')).toBe('api/customer/files/products/P000001.svg');
    expect(imageUrl('products/P000001.svg')).toBe('api/customer/files/products/P000001.svg');
    expect(imageUrl('api/customer/files/centers/DC01.png')).toBe('api/customer/files/centers/DC01.png');
  });

  it('keeps absolute and inline pictures', () => {
    expect(imageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('drops empty values and script URLs', () => {
    expect(imageUrl(null)).toBeNull();
    expect(imageUrl('  ')).toBeNull();
    expect(imageUrl('javascript:alert(1)')).toBeNull();
    expect(imageUrl('data:text/html;base64,AAAA')).toBeNull();
    expect(imageUrl('products/../../secret')).toBeNull();
    expect(imageUrl('<img src=x>')).toBeNull();
  });
});

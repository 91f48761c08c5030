import { act, renderHook } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { routerWrapper } from '@/test/router-wrapper';
import { PRODUCT_FORM_MESSAGES, type Product } from '@eorder/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useProductForm } from './use-product-form';

const saveProduct = vi.hoisted(() => vi.fn());
const uploadProductImage = vi.hoisted(() => vi.fn());
vi.mock('../api/products', () => ({ saveProduct, uploadProductImage }));
vi.mock('@/lib/resize-image', () => ({ resizeImage: (file: File) => Promise.resolve(file) }));

const { wrapper, where } = routerWrapper('/merchant/product/new');
const render = (product: Product | null = null) => renderHook(() => useProductForm(product, 'DC01'), { wrapper });
const picture = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const valid = { P_Code: 'NEW-1', PRODUCTNAME_TH: 'สินค้าใหม่', UNIT1: 'PCS', UNIT1NAME_TH: 'ชิ้น' };

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: vi.fn() }));
});

describe('useProductForm', () => {
  it('fills the form from the product and keeps its pictures', () => {
    const product = { P_Code: 'P1', PRODUCTNAME_TH: 'น้ำ', UNIT1: 'PCS', Images: ['/a.jpg'] } as unknown as Product;
    const { result } = render(product);
    expect(result.current.isNew).toBe(false);
    expect(result.current.form.getFieldValue('PRODUCTNAME_TH')).toBe('น้ำ');
    expect(result.current.pictures).toEqual(['/a.jpg']);
    act(() => result.current.removePicture('/a.jpg'));
    expect(result.current.pictures).toEqual([]);
  });

  it('asks for the code before uploading pictures, then uploads up to five', async () => {
    const { result } = render();
    await act(() => result.current.addPictures([picture('a.jpg')]));
    expect(uploadProductImage).not.toHaveBeenCalled();
    expect(Toast.show).toHaveBeenCalledWith({ content: PRODUCT_FORM_MESSAGES.CODE_REQUIRED.th });
    act(() => result.current.form.setFieldsValue({ P_Code: ' NEW-1 ' }));
    uploadProductImage.mockImplementation((file: File) => Promise.resolve(file.name === 'bad.jpg' ? null : `/${file.name}`));
    const files = ['1', '2', 'bad', '4', '5', '6'].map((name) => picture(`${name}.jpg`));
    await act(() => result.current.addPictures(files));
    expect(uploadProductImage).toHaveBeenCalledTimes(5);
    expect(uploadProductImage).toHaveBeenCalledWith(expect.any(File), 'DC01', 'NEW-1');
    expect(result.current.pictures).toEqual(['/1.jpg', '/2.jpg', '/4.jpg', '/5.jpg']);
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ icon: 'fail' }));
  });

  it('refuses a form the shared checks refuse, without saving', async () => {
    const { result } = render();
    await act(() => result.current.submit());
    expect(saveProduct).not.toHaveBeenCalled();
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ icon: 'fail' }));
  });

  it('saves a new product and opens its page', async () => {
    saveProduct.mockResolvedValueOnce({ P_Code: 'NEW-1' });
    const { result } = render();
    act(() => result.current.form.setFieldsValue(valid));
    await act(() => result.current.submit());
    expect(saveProduct).toHaveBeenCalledWith(expect.objectContaining({ P_Code: 'NEW-1', SaleUnit: 'DC01' }));
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ icon: 'success' }));
    expect(where()).toBe('/merchant/product/NEW-1');
    expect(result.current.saving).toBe(false);
  });
});

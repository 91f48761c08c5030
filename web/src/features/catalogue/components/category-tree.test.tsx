import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig, setWebConfig } from '@/lib/config';
import { callsTo, ok, onCall, resetFakeApi } from '@/test/catalogue/fake-api';
import { createCategoryTree } from '@/test/catalogue/factories';
import { GUEST, renderPage, setSession } from '@/test/catalogue/render';
import { CategoryTree } from './category-tree';

vi.mock('@/lib/api', async () => (await import('@/test/catalogue/fake-api')).fakeApiModule);

const onNavigate = vi.fn();
const Drawer = () => <CategoryTree onNavigate={onNavigate} />;
const tree = (status = true) => ok({ status: 200, data: [{ status, data: [createCategoryTree()] }] });
const groups = ok({ Data: [{ Group: { Id: 4, Name: 'เครื่องดื่ม', NameEN: 'Beverages', LogoImage: null } }] });

beforeEach(() => {
  resetFakeApi();
  onNavigate.mockReset();
  setRuntimeConfig({});
  setWebConfig([{ Opt: 'EOrderProductDisplayGroupInDrawer', OptValue: 'Y' }]);
  setSession(GUEST);
});

describe('the category drawer', () => {
  it('walks down three levels and leads to the list of the third', async () => {
    onCall('POST', 'GET_MASTER_DATA/GET_HIERARCHY_ALL', tree());
    onCall('GET', 'api/products/display-group/type/EORDER_LAYOUT_DRAWER', groups);
    renderPage(Drawer, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'ดูหมวดหมู่ย่อยของ เครื่องดื่ม' }));
    fireEvent.click(screen.getByRole('button', { name: 'ดูหมวดหมู่ย่อยของ น้ำอัดลม' }));
    fireEvent.click(screen.getByRole('button', { name: 'ดูหมวดหมู่ย่อยของ ขนาดปกติ' }));
    expect(screen.getByRole('link', { name: 'ดูสินค้าทั้งหมดใน ขนาดปกติ' }).getAttribute('href')).toBe('/product?c1=01&c2=0101&c3=010101');
    fireEvent.click(screen.getByRole('button', { name: /กลับไป น้ำอัดลม/ }));
    fireEvent.click(screen.getByRole('link', { name: 'ดูสินค้าทั้งหมดใน น้ำอัดลม' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/product?c1=01&c2=0101'));
    expect(onNavigate).toHaveBeenCalled();
    expect(callsTo('POST', 'GET_MASTER_DATA/GET_HIERARCHY_ALL')[0]?.body).toMatchObject({ withPic: true, hierarchy1: '' });
  });

  it('links a leaf category straight to its list, and shows the drawer groups', async () => {
    onCall('POST', 'GET_MASTER_DATA/GET_HIERARCHY_ALL', tree());
    onCall('GET', 'api/products/display-group/type/EORDER_LAYOUT_DRAWER', groups);
    renderPage(Drawer, '/');
    expect((await screen.findByRole('link', { name: 'ขนมขบเคี้ยว' })).getAttribute('href')).toBe('/product?c1=02');
    await waitFor(() => expect(screen.getByText('กลุ่มสินค้าแนะนำ')).toBeTruthy());
    expect(decodeURIComponent(screen.getByRole('link', { name: 'เครื่องดื่ม' }).getAttribute('href') ?? '')).toBe('/product?displayGroupId=4&displayGroupName=เครื่องดื่ม');
    expect(callsTo('GET', 'api/products/display-group/type/EORDER_LAYOUT_DRAWER')[0]?.query).toEqual({ productsIncluded: 'N', take: 36 });
  });

  it('starts at the side-menu level of the web configuration', async () => {
    setWebConfig([{ Opt: 'EOrderSideMenuCategoryLevel', OptValue: '2' }]);
    onCall('POST', 'GET_MASTER_DATA/GET_HIERARCHY_ALL', tree());
    renderPage(Drawer, '/');
    expect(await screen.findByRole('button', { name: 'ดูหมวดหมู่ย่อยของ น้ำอัดลม' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ดูหมวดหมู่ย่อยของ เครื่องดื่ม' })).toBeNull();
  });

  it('shows an empty tree when the call fails or says false', async () => {
    onCall('POST', 'GET_MASTER_DATA/GET_HIERARCHY_ALL', tree(false));
    renderPage(Drawer, '/');
    expect(await screen.findByText('ยังไม่มีหมวดหมู่สินค้า')).toBeTruthy();
  });
});

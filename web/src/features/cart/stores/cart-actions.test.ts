import { beforeEach, describe, expect, it, vi } from 'vitest';
import { trackCartEvent } from '@/lib/analytics';
import { showToast } from '@/lib/toast';
import { snack, water } from '@/test/cart/products';
import { addToCart, removeFromCart, removeOrderedLines, setCartItems, setLineQty, setSelected } from './cart-actions';
import { cartStore, loadCart, setCartEffects, summarizeCart } from './cart-store';

vi.mock('@/lib/analytics', () => ({ trackCartEvent: vi.fn() }));
vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

const KEY = 'eorder:cart:DSG:C1:DC01:money';
const changed = vi.fn();
let outOfStockRule = false;

beforeEach(() => {
  localStorage.clear();
  changed.mockReset();
  vi.mocked(trackCartEvent).mockReset();
  vi.mocked(showToast).mockReset();
  outOfStockRule = false;
  setCartEffects({ changed, unselectOutOfStock: () => outOfStockRule });
  loadCart({ key: KEY, mode: 'money', isGuest: false, saleUnit: 'DC01' });
});

const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown[];

describe('addToCart', () => {
  it('adds the quantity at the unit level, selects the line, saves it and tells the server sync', () => {
    expect(addToCart(water, 2, 3)).toBe(true);
    const [line] = cartStore.items;
    expect(line).toMatchObject({ P_Code: 'P-WATER', qty1: 0, qty2: 3, qty3: 0, selected: true, qty: 18, amount: 174, points: 36 });
    expect(stored()).toEqual([expect.objectContaining({ P_Code: 'P-WATER', qty2: 3, selected: true })]);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('takes only rewards into the points cart, and says which product it refused', () => {
    loadCart({ key: 'eorder:cart:DSG:C1:DC01:point', mode: 'point', isGuest: false, saleUnit: 'DC01' });
    const forSale = { ...water, P_Code: 'P-SALE', PRODUCTNAME: 'น้ำปลาแท้ 700 มล.', Option1: 0 };
    expect(addToCart(forSale, 1, 1)).toBe(false);
    expect(cartStore.items).toHaveLength(0);
    expect(showToast).toHaveBeenCalledWith('น้ำปลาแท้ 700 มล. ไม่ใช่ของรางวัล จึงใส่ตะกร้าแลกคะแนนไม่ได้', { kind: 'fail' });
    expect(addToCart(water, 1, 1)).toBe(true);
    expect(cartStore.items[0]).toMatchObject({ P_Code: 'P-WATER', points: 2 });
  });

  it('adds to the same line and selects it again', () => {
    addToCart(water, 1, 2);
    setSelected(false, 'P-WATER');
    addToCart(water, 1, 3);
    expect(cartStore.items).toHaveLength(1);
    expect(cartStore.items[0]).toMatchObject({ qty1: 5, selected: true });
  });

  it('shows the add toast with the name in the reader language, once per add', () => {
    addToCart(water, 1, 1);
    expect(showToast).toHaveBeenCalledWith('เพิ่ม น้ำดื่ม 600 มล. ลงในตะกร้าแล้ว', { durationMs: 1000, kind: 'success' });
    addToCart(water, 1, 1, { quiet: true });
    expect(showToast).toHaveBeenCalledTimes(1);
  });

  it('sends the add-to-cart event in THB with the unit price and the added quantity', () => {
    addToCart(water, 2, 2);
    expect(trackCartEvent).toHaveBeenCalledWith('add_to_cart', { id: 'P-WATER', name: 'น้ำดื่ม 600 มล.', unit: 'แพ็ค', price: 58, quantity: 2 });
  });

  it('refuses a level the product does not sell in, a hidden price and a quantity below 1', () => {
    expect(addToCart(water, 3, 1)).toBe(false); // ShowPrice3 false
    expect(addToCart(snack, 2, 1)).toBe(false); // no second unit
    expect(addToCart(water, 1, 0)).toBe(false);
    expect(addToCart(water, 1, -2)).toBe(false);
    expect(cartStore.items).toEqual([]);
    expect(trackCartEvent).not.toHaveBeenCalled();
  });

  it('leaves an out-of-stock product unselected when disableItemOutOfStock is on', () => {
    outOfStockRule = true;
    addToCart(snack, 1, 1);
    expect(cartStore.items[0]?.selected).toBe(false);
    outOfStockRule = false;
    addToCart(snack, 1, 1);
    expect(cartStore.items[0]?.selected).toBe(true);
  });
});

describe('quantities and removal', () => {
  it('sends remove-from-cart for a lowered quantity and drops a line left empty', () => {
    addToCart(water, 1, 5);
    setLineQty('P-WATER', 1, 2);
    expect(trackCartEvent).toHaveBeenLastCalledWith('remove_from_cart', expect.objectContaining({ quantity: 3, price: 10 }));
    setLineQty('P-WATER', 1, 0);
    expect(cartStore.items).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('removes lines with an event per unit level they held', () => {
    addToCart(water, 1, 2);
    addToCart(water, 2, 1);
    vi.mocked(trackCartEvent).mockReset();
    removeFromCart('P-WATER');
    expect(vi.mocked(trackCartEvent).mock.calls.map(([name, item]) => [name, item.unit, item.quantity])).toEqual([
      ['remove_from_cart', 'ขวด', 2],
      ['remove_from_cart', 'แพ็ค', 1],
    ]);
  });

  it('takes ordered lines out without analytics events', () => {
    addToCart(water, 1, 2);
    addToCart(snack, 1, 1);
    vi.mocked(trackCartEvent).mockReset();
    removeOrderedLines(['P-WATER']);
    expect(cartStore.items.map((line) => line.P_Code)).toEqual(['P-SNACK']);
    expect(trackCartEvent).not.toHaveBeenCalled();
  });

  it('counts only selected lines in the total and the points', () => {
    addToCart(water, 1, 2); // 20 baht, 4 points
    addToCart(snack, 1, 3); // 60 baht, 3 points
    setSelected(false, 'P-SNACK');
    expect(summarizeCart(cartStore.items)).toEqual({ count: 2, total: 20, pointsTotal: 4, mode: 'money' });
  });
});

describe('setCartItems (the shell shape)', () => {
  it('accepts lines with a base quantity only and keeps their amount and points', () => {
    setCartItems([{ P_Code: 'X', PRODUCTNAME: 'X', qty: 3, amount: 90, points: 6, selected: true }]);
    expect(cartStore.items[0]).toMatchObject({ qty1: 3, qty: 3, amount: 90, points: 6 });
  });

  it('puts a changed base quantity on unit 1', () => {
    addToCart(water, 2, 1); // 6 bottles
    setCartItems(cartStore.items.map((line) => ({ ...line, qty: line.qty + 2 })));
    expect(cartStore.items[0]).toMatchObject({ qty1: 2, qty2: 1, qty: 8 });
  });
});

describe('loading', () => {
  it('removes an invalid stored cart and empties the cart', () => {
    localStorage.setItem(KEY, JSON.stringify([{ qty1: 2 }]));
    loadCart({ key: KEY, mode: 'money', isGuest: false, saleUnit: 'DC01' });
    expect(cartStore.items).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('unselects a stored out-of-stock line when disableItemOutOfStock is on', () => {
    localStorage.setItem(KEY, JSON.stringify([{ ...snack, qty1: 1, selected: true }]));
    outOfStockRule = true;
    loadCart({ key: KEY, mode: 'money', isGuest: false, saleUnit: 'DC01' });
    expect(cartStore.items[0]?.selected).toBe(false);
  });
});

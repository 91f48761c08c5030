// Products as the catalogue hands them to the cart, for the cart's tests.
import type { CartProduct } from '@/features/cart/lib/stored-cart';

/** Water sold by the bottle (฿10), the pack of 6 (฿58) and the case of 24 (฿220); 2 points a bottle. */
export const water: CartProduct = {
  P_Code: 'P-WATER',
  PRODUCTNAME: 'น้ำดื่ม 600 มล.',
  PRODUCTSHORTNAME_EN: 'Drinking water 600 ml',
  UNIT1NAME: 'ขวด',
  UNIT2NAME: 'แพ็ค',
  UNIT3NAME: 'ลัง',
  UNIT1RATE: 1,
  UNIT2RATE: 6,
  UNIT3RATE: 24,
  PriceInVat1: 10,
  PriceInVat2: 58,
  PriceInVat3: 220,
  ShowPrice1: true,
  ShowPrice2: true,
  ShowPrice3: false,
  Option1: 2,
  Stock: { StockAvailable: 500 },
};

/** Snacks sold by the bag only; out of stock. */
export const snack: CartProduct = {
  P_Code: 'P-SNACK',
  PRODUCTNAME: 'ขนม',
  UNIT1NAME: 'ถุง',
  UNIT1RATE: 1,
  UNIT2RATE: 0,
  UNIT3RATE: 0,
  PriceInVat1: 20,
  Option1: 1,
  Stock: { StockAvailable: 0 },
};

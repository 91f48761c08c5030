// Products and categories as the ordering API answers them, for the tests of the catalogue pages
// and of the features that show products (home, wishlist).
import type { CategoryTree, Product } from '@eorder/shared';

let sequence = 0;

/** A three-unit product (piece, pack of 6, case of 24) with prices, stock and both names. */
export function createProduct(overrides: Partial<Product> & Record<string, unknown> = {}): Product {
  sequence += 1;
  const code = typeof overrides.P_Code === 'string' ? overrides.P_Code : `P${String(sequence).padStart(6, '0')}`;
  return {
    P_Code: code,
    PRODUCTNAME: `สินค้า ${code}`,
    PRODUCTNAME_TH: `สินค้า ${code}`,
    PRODUCTNAME_EN: `Product ${code}`,
    SaleUnit: 'DC01',
    UNIT1: 'PCS',
    UNIT2: 'PAK',
    UNIT3: 'CAS',
    UNIT1NAME: 'ชิ้น',
    UNIT2NAME: 'แพ็ค',
    UNIT3NAME: 'ลัง',
    UNIT1RATE: 1,
    UNIT2RATE: 6,
    UNIT3RATE: 24,
    CatalogPrice: 12,
    SalesPrice1: 10,
    SalesPrice2: 58,
    SalesPrice3: 230,
    StandardPrice1: 11,
    StandardPrice2: 60,
    StandardPrice3: 240,
    PriceInVat1: 10.7,
    PriceInVat2: 62.06,
    PriceInVat3: 246.1,
    IsProductAdvancePrice: false,
    ShowPrice1: true,
    ShowPrice2: true,
    ShowPrice3: true,
    PIC_FILENAME: `/files/products/${code}.svg`,
    Images: [`/files/products/${code}.svg`],
    Stock: { StockAvailable: 100 },
    promotionproduct: [],
    Option1: 0,
    ...overrides,
  };
}

/** A small five-level tree: 01 > 0101 > 010101 > 01010101 > 0101010101, and 02 without children. */
export function createCategoryTree(): CategoryTree {
  return {
    hierarchy1: [
      { code: '01', name: 'เครื่องดื่ม', name_en: 'Beverages', image: '/files/categories/1/01.svg' },
      { code: '02', name: 'ขนมขบเคี้ยว', name_en: 'Snacks', image: null },
    ],
    hierarchy2: [
      { code: '0101', name: 'น้ำอัดลม', name_en: 'Soft drinks', image: null, h1: '01' },
      { code: '0102', name: 'น้ำผลไม้', name_en: 'Juices', image: null, h1: '01' },
    ],
    hierarchy3: [{ code: '010101', name: 'ขนาดปกติ', name_en: 'Regular size', image: null, h1: '01', h2: '0101' }],
    hierarchy4: [{ code: '01010101', name: 'กระป๋อง', name_en: 'Cans', image: null, h1: '01', h2: '0101', h3: '010101' }],
    hierarchy5: [
      { code: '0101010101', name: 'แพ็คเดี่ยว', name_en: 'Single', image: null, h1: '01', h2: '0101', h3: '010101', h4: '01010101' },
    ],
  };
}

// Adding a product to the cart through the cart feature's `addToCart(product, unitLevel, qty)`,
// which selects the line, shows the '{name} added to cart' toast for 1 s and sends the analytics
// event. The product page may order several unit levels at once: one call per level.
import { isShown, type Product, type UnitLevel } from '@eorder/shared';
import { addToCart, type CartProduct } from '@/features/cart';
import { orderableQuantities, type Quantities } from './product-view';

export interface AddToCartInput {
  product: Product;
  quantities: Quantities;
  /** The product's name in the reader's language, kept on the cart line and shown in the toast. */
  name: string;
}

const LEVELS: readonly UnitLevel[] = [1, 2, 3];

/** The fields the cart keeps of a catalogue product. */
export function toCartProduct(product: Product, name: string): CartProduct {
  return {
    P_Code: product.P_Code,
    // The Thai name (the English one rides beside it): the cart shows the reader's language.
    PRODUCTNAME: product.PRODUCTNAME_TH || name,
    PRODUCTNAME_EN: product.PRODUCTNAME_EN ?? null,
    PRODUCTSHORTNAME_EN: product.PRODUCTSHORTNAME_EN ?? null,
    PIC_FILENAME: product.PIC_FILENAME ?? null,
    UNIT1NAME: product.UNIT1NAME ?? null,
    UNIT2NAME: product.UNIT2NAME ?? null,
    UNIT3NAME: product.UNIT3NAME ?? null,
    // Both languages' unit names, so the cart follows a language switch.
    UNIT1NAME_EN: product.UNIT1NAME_EN ?? null,
    UNIT2NAME_EN: product.UNIT2NAME_EN ?? null,
    UNIT3NAME_EN: product.UNIT3NAME_EN ?? null,
    UNIT1RATE: product.UNIT1RATE ?? null,
    UNIT2RATE: product.UNIT2RATE ?? null,
    UNIT3RATE: product.UNIT3RATE ?? null,
    PriceInVat1: product.PriceInVat1 ?? null,
    PriceInVat2: product.PriceInVat2 ?? null,
    PriceInVat3: product.PriceInVat3 ?? null,
    ShowPrice1: isShown(product.ShowPrice1),
    ShowPrice2: isShown(product.ShowPrice2),
    ShowPrice3: isShown(product.ShowPrice3),
    Option1: product.Option1 ?? null,
    Stock: product.Stock ? { StockAvailable: product.Stock.StockAvailable ?? null } : null,
  };
}

/**
 * Adds the chosen quantities (a unit whose price is hidden counts zero). Answers whether anything
 * was added.
 */
export function addProductToCart({ product, quantities, name }: AddToCartInput): boolean {
  const orderable = orderableQuantities(product, quantities);
  const cartProduct = toCartProduct(product, name);
  let added = false;
  for (const level of LEVELS) {
    if (orderable[level] > 0 && addToCart(cartProduct, level, orderable[level])) added = true;
  }
  return added;
}

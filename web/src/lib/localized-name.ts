// Data that carries an English form beside the Thai one (promotions, centers, units): the form of
// the reader's language, the other standing in when it is empty. Chosen on the page, so a language
// switch changes it at once, without asking the server again.

const filled = (value: string | null | undefined): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The Thai or English form of a text, the other standing in. */
export function inLang(th: string | null | undefined, en: string | null | undefined, lang: string): string {
  return (lang === 'en' ? (filled(en) ?? filled(th)) : (filled(th) ?? filled(en))) ?? '';
}

export interface NamedPromotion {
  PromotionName?: string | null;
  Opt30?: string | null;
  PromotionNameEN?: string | null;
  Opt30EN?: string | null;
}

/** A promotion's short name (Opt30) in the reader's language, its full name standing in. */
export function promotionLabel(promotion: NamedPromotion, lang: string): string {
  return inLang(promotion.Opt30 || promotion.PromotionName, promotion.Opt30EN || promotion.PromotionNameEN, lang);
}

/** A promotion's full name in the reader's language, its short name standing in. */
export function promotionFullName(promotion: NamedPromotion, lang: string): string {
  return inLang(promotion.PromotionName || promotion.Opt30, promotion.PromotionNameEN || promotion.Opt30EN, lang);
}

/** The center an order belongs to, named in the reader's language. */
export function orderCenterName(order: { SaleUnitName?: string | null; SaleUnitNameEN?: string | null }, lang: string): string {
  return inLang(order.SaleUnitName, order.SaleUnitNameEN, lang);
}

import { sql } from 'drizzle-orm';
import { productSearchText } from '../modules/catalogue/search';
import type { DbOrTx } from '../db/client';
import {
  categories,
  displayGroupProducts,
  displayGroups,
  materialTypes,
  products,
  units,
} from '../db/schema';
import { DEMO_PRODUCTS } from './accounts';
import { LEVEL3, LEVEL4, LEVEL5, REWARD_GOODS, TOP_CATEGORIES, UNIT_SCHEMES, UNITS, type PackShape } from './data/catalogue';
import { categorySvg, productSvg, writeGeneratedFiles, type GeneratedFile } from './images';
import { createRng } from './prng';
import { bucket, ean13, insertMany, pad, sqlBucket, thaiDate } from './util';

type ProductRow = typeof products.$inferInsert;

export interface CategoryNode {
  level: number;
  code: string;
  /** Index path from the top: [top, sub, l3, l4, l5]. */
  path: number[];
}

/** Category code of a path: two digits per level. */
export const categoryCode = (path: readonly number[]): string => path.map((i) => pad(i + 1, 2)).join('');

/** Product code of the n-th product (1-based). */
export const productCode = (n: number): string => `P${pad(n, 6)}`;

export const rewardCode = (n: number): string => `RW${pad(n, 4)}`;

/** The category tree: 8 top categories, their sub-categories, and two children per node below. */
export function buildCategories(): (typeof categories.$inferInsert)[] {
  const rows: (typeof categories.$inferInsert)[] = [];
  TOP_CATEGORIES.forEach((top, t) => {
    const c1 = categoryCode([t]);
    rows.push({ level: 1, code: c1, nameTh: top.th, nameEn: top.en, image: `categories/1/${c1}.svg`, parentCode: null, sort: t });
    top.children.forEach((sub, s) => {
      const c2 = categoryCode([t, s]);
      rows.push({ level: 2, code: c2, nameTh: sub.th, nameEn: sub.en, image: `categories/2/${c2}.svg`, parentCode: c1, sort: s });
      LEVEL3.forEach((n3, i3) => {
        const c3 = categoryCode([t, s, i3]);
        rows.push({ level: 3, code: c3, nameTh: n3.th, nameEn: n3.en, image: `categories/3/${c3}.svg`, parentCode: c2, sort: i3 });
        LEVEL4.forEach((n4, i4) => {
          const c4 = categoryCode([t, s, i3, i4]);
          rows.push({ level: 4, code: c4, nameTh: n4.th, nameEn: n4.en, image: `categories/4/${c4}.svg`, parentCode: c3, sort: i4 });
          LEVEL5.forEach((n5, i5) => {
            const c5 = categoryCode([t, s, i3, i4, i5]);
            rows.push({ level: 5, code: c5, nameTh: n5.th, nameEn: n5.en, image: `categories/5/${c5}.svg`, parentCode: c4, sort: i5 });
          });
        });
      });
    });
  });
  return rows;
}

function categoryImages(rows: readonly (typeof categories.$inferInsert)[]): GeneratedFile[] {
  return rows.map((row) => {
    const top = TOP_CATEGORIES[Number(row.code.slice(0, 2)) - 1];
    return {
      path: row.image ?? '',
      content: categorySvg({ color: top?.color ?? '#265DA8', name: row.nameEn, level: row.level }),
    };
  });
}

interface ProductExtras {
  basePrice: number;
  priceType: '0' | '1' | '2';
  shape: PackShape;
  color: string;
}

/** One name of the demo catalogue: where it sits and what it is made of (indexes into the vocabulary). */
interface NameCombo {
  t: number;
  s: number;
  b: number;
  g: number;
  v: number;
  z: number;
}

let combos: NameCombo[] | null = null;

/**
 * Every brand × goods × flavour × size of every subcategory, in a fixed shuffled order: product n
 * takes the n-th, so codes near each other differ and no two codes of one round share a name.
 */
function nameCombos(): NameCombo[] {
  if (combos) return combos;
  const all: NameCombo[] = [];
  TOP_CATEGORIES.forEach((top, t) =>
    top.children.forEach((sub, s) =>
      top.brands.forEach((_, b) =>
        sub.goods.forEach((_, g) => sub.variants.forEach((_, v) => sub.sizes.forEach((_, z) => all.push({ t, s, b, g, v, z })))),
      ),
    ),
  );
  const rng = createRng('product-names');
  for (let i = all.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  combos = all;
  return all;
}

/**
 * What tells apart two products of the same brand, goods, flavour and size once every combination
 * has been used: a product line, as distributors carry several of one kind (the n-th round of names).
 */
const PRODUCT_LINES: readonly { th: string; en: string }[] = [
  { th: '', en: '' },
  { th: 'สูตรพรีเมียม', en: 'Premium' },
  { th: 'แพ็คประหยัด', en: 'Value pack' },
  { th: 'รุ่นพิเศษ', en: 'Special edition' },
  { th: 'ขนาดครอบครัว', en: 'Family size' },
  { th: 'สูตรออร์แกนิก', en: 'Organic' },
  { th: 'รุ่นส่งออก', en: 'Export grade' },
  { th: 'สูตรไลท์', en: 'Light' },
];

function productLine(round: number): { th: string; en: string } {
  const line = PRODUCT_LINES[round % PRODUCT_LINES.length]!;
  const series = Math.floor(round / PRODUCT_LINES.length);
  if (series === 0) return line;
  return { th: `${line.th} ชุดที่ ${series + 1}`.trim(), en: `${line.en} series ${series + 1}`.trim() };
}

const joinWords = (...words: string[]) => words.filter((word) => word !== '').join(' ');

/** The n-th product; the same whatever the number of products. */
export function buildProduct(n: number): { row: ProductRow; extras: ProductExtras; images: GeneratedFile[] } {
  const rng = createRng('product', n);
  const all = nameCombos();
  const combo = all[(n - 1) % all.length]!;
  const line = productLine(Math.floor((n - 1) / all.length));
  const { t, s, b, g, v, z } = combo;
  const top = TOP_CATEGORIES[t]!;
  const sub = top.children[s]!;
  const path = [t, s, rng.int(0, LEVEL3.length - 1), rng.int(0, LEVEL4.length - 1), rng.int(0, LEVEL5.length - 1)];
  const brand = top.brands[b]!;
  const goods = sub.goods[g]!;
  const variant = sub.variants[v]!;
  const size = sub.sizes[z]!;
  const shape = rng.pick(sub.shapes);
  const scheme = rng.pick(UNIT_SCHEMES[shape]);
  const roll = rng.next();
  let unitCount = roll < 0.15 ? 1 : roll < 0.4 ? 2 : 3;
  if (n === 1) unitCount = 3;
  if (n === 4) unitCount = 1;
  const code = productCode(n);
  const nameTh = joinWords(brand.th, goods.th, variant.th, line.th, size.th);
  const nameEn = joinWords(brand.en, goods.en, variant.en, line.en, size.en);
  const basePrice = Math.max(1, Math.round(rng.decimal(sub.price[0], sub.price[1], 2) * 2) / 2);
  const priceType: ProductExtras['priceType'] = sub.vatExempt ? '0' : rng.chance(0.75) ? '1' : '2';
  const [u1, u2, u3] = scheme.units;
  const [r2, r3] = n === 1 ? [6, 24] : scheme.rates;
  const barcode = (level: number) => ean13(`885${pad(t * 10 + b, 3)}${pad((n % 100_000) * 10 + level, 6)}`);
  const hasSecondPicture = rng.chance(0.1);
  const images: GeneratedFile[] = [
    { path: `products/${code}.svg`, content: productSvg({ shape, color: top.color, brand: brand.en, label: goods.en, size: size.en, code, flavour: variant.en }) },
  ];
  if (hasSecondPicture) {
    images.push({
      path: `products/${code}-2.svg`,
      content: productSvg({ shape, color: top.color, brand: brand.en, label: variant.en, size: `${u1.en} x1`, code }),
    });
  }
  const row: ProductRow = {
    pCode: code,
    productNameTh: nameTh,
    productNameEn: nameEn,
    productShortNameTh: `${goods.th} ${size.th}`,
    productShortNameEn: `${goods.en} ${size.en}`,
    pGroupCode: `G${categoryCode([t, s])}`,
    pGroup: sub.th,
    pGroupEn: sub.en,
    pBrandCode: `B${pad(t + 1, 2)}${pad(b + 1, 2)}`,
    pBrand: brand.th,
    pBrandEn: brand.en,
    pFlavourCode: `F${pad(v + 1, 2)}`,
    pFlavour: variant.th,
    pFlavourEn: variant.en,
    pVarCode: `V${pad(g + 1, 2)}`,
    pVar: goods.th,
    pVarEn: goods.en,
    pSizeCode: `S${pad(z + 1, 2)}`,
    pSize: size.th,
    pSizeEn: size.en,
    unit1Code: u1.code,
    unit1NameTh: u1.th,
    unit1NameEn: u1.en,
    unit1Rate: 1,
    unit2Code: unitCount >= 2 ? u2.code : null,
    unit2NameTh: unitCount >= 2 ? u2.th : null,
    unit2NameEn: unitCount >= 2 ? u2.en : null,
    unit2Rate: unitCount >= 2 ? r2 : 0,
    unit3Code: unitCount === 3 ? u3.code : null,
    unit3NameTh: unitCount === 3 ? u3.th : null,
    unit3NameEn: unitCount === 3 ? u3.en : null,
    unit3Rate: unitCount === 3 ? r3 : 0,
    barcode1: barcode(1),
    barcode2: unitCount >= 2 ? barcode(2) : null,
    barcode3: unitCount === 3 ? barcode(3) : null,
    picFilename1: images[0]?.path ?? null,
    picFilename2: images[1]?.path ?? null,
    hierarchy1: categoryCode(path.slice(0, 1)),
    hierarchy2: categoryCode(path.slice(0, 2)),
    hierarchy3: categoryCode(path.slice(0, 3)),
    hierarchy4: categoryCode(path.slice(0, 4)),
    hierarchy5: categoryCode(path),
    matype: 'FG',
    dchain: '01',
    description: `${goods.th}${variant.th} ตรา${brand.th} ขนาด ${size.th} ในหมวด${sub.th} จัดส่งจากศูนย์กระจายสินค้าเป็น${u1.th}${unitCount >= 2 ? ` ${u2.th}` : ''}${unitCount === 3 ? ` และ${u3.th}` : ''}`,
    descriptionEn: `${brand.en} ${goods.en.toLowerCase()}, ${variant.en.toLowerCase()}, ${size.en}. ${sub.en} delivered from the distribution center by the ${[u1.en, unitCount >= 2 ? u2.en : null, unitCount === 3 ? u3.en : null].filter(Boolean).join(', ').toLowerCase()}.`,
    option1: 0,
  };
  row.searchText = productSearchText(row);
  return { row, extras: { basePrice, priceType, shape, color: top.color }, images };
}

function buildReward(n: number): { row: ProductRow; images: GeneratedFile[] } {
  const gift = REWARD_GOODS[(n - 1) % REWARD_GOODS.length]!;
  const code = rewardCode(n);
  const image: GeneratedFile = {
    path: `products/${code}.svg`,
    content: productSvg({ shape: gift.shape, color: '#F0D061', brand: 'Reward', label: gift.en, size: `${gift.points} points`, code }),
  };
  const row: ProductRow = {
    pCode: code,
    productNameTh: `ของรางวัล ${gift.th}`,
    productNameEn: `Reward ${gift.en}`,
    productShortNameTh: gift.th,
    productShortNameEn: gift.en,
    pGroupCode: 'GRW',
    pGroup: 'ของรางวัล',
    pGroupEn: 'Rewards',
    pBrandCode: 'BRW',
    pBrand: 'ของรางวัล',
    pBrandEn: 'Rewards',
    unit1Code: UNITS.PCS.code,
    unit1NameTh: UNITS.PCS.th,
    unit1NameEn: UNITS.PCS.en,
    unit1Rate: 1,
    barcode1: ean13(`8859999${pad(n, 5)}`),
    picFilename1: image.path,
    matype: 'Point',
    description: `${gift.th} ของรางวัลสำหรับลูกค้า แลกได้ด้วย ${gift.points} คะแนน`,
    descriptionEn: `${gift.en}, a reward for our customers: redeem it for ${gift.points} points.`,
    option1: gift.points,
  };
  row.searchText = productSearchText(row);
  return { row, images: [image] };
}

export interface CatalogueOptions {
  products: number;
  filesDir: string | null;
  now: Date;
  saleUnits: readonly string[];
}

/** How many products of the batch go in one statement set and one image write. */
const PRODUCT_BATCH = 2_000;

export async function seedCatalogue(db: DbOrTx, opts: CatalogueOptions): Promise<{ products: number; rewards: number; categories: number }> {
  await insertMany(db, units, Object.values(UNITS).map((u) => ({ code: u.code, nameTh: u.th, nameEn: u.en })));
  await insertMany(db, materialTypes, [
    { code: 'FG', descriptionTh: 'สินค้าสำเร็จรูป', descriptionEn: 'Finished goods', selectable: true },
    { code: 'PREMIUM', descriptionTh: 'สินค้าพรีเมียม', descriptionEn: 'Premium goods', selectable: true },
    { code: 'DeliveryFee', descriptionTh: 'ค่าจัดส่ง', descriptionEn: 'Delivery fee', selectable: false },
    { code: 'Point', descriptionTh: 'ของรางวัลแลกคะแนน', descriptionEn: 'Reward redeemed with points', selectable: false },
    { code: 'GivePoint', descriptionTh: 'สินค้าให้คะแนน', descriptionEn: 'Goods that give points', selectable: false },
  ]);

  const categoryRows = buildCategories();
  await insertMany(db, categories, categoryRows);
  if (opts.filesDir) await writeGeneratedFiles(opts.filesDir, categoryImages(categoryRows));

  // Base price and tax type per product, staged so the center prices are computed in one statement.
  await db.execute(sql`create temp table seed_product_base (p_code text primary key, base_price numeric(14,2) not null, price_type text not null) on commit drop`);
  for (let start = 1; start <= opts.products; start += PRODUCT_BATCH) {
    const end = Math.min(opts.products, start + PRODUCT_BATCH - 1);
    const rows: ProductRow[] = [];
    const bases: string[] = [];
    const files: GeneratedFile[] = [];
    for (let n = start; n <= end; n++) {
      const built = buildProduct(n);
      rows.push(built.row);
      bases.push(`('${built.row.pCode}', ${built.extras.basePrice}, '${built.extras.priceType}')`);
      files.push(...built.images);
    }
    await insertMany(db, products, rows);
    await db.execute(sql.raw(`insert into seed_product_base (p_code, base_price, price_type) values ${bases.join(',')}`));
    if (opts.filesDir) await writeGeneratedFiles(opts.filesDir, files);
  }
  const rewardCount = REWARD_GOODS.length;
  const rewards = Array.from({ length: rewardCount }, (_, i) => buildReward(i + 1));
  await insertMany(db, products, rewards.map((r) => r.row));
  if (opts.filesDir) await writeGeneratedFiles(opts.filesDir, rewards.flatMap((r) => r.images));

  await seedCenterProducts(db, opts.saleUnits);
  await seedAdvancePrices(db, opts);
  await seedDisplayGroups(db, opts.products);
  return { products: opts.products, rewards: rewardCount, categories: categoryRows.length };
}

/** Whether a center other than the first carries a product: 85 % of them do. DC01 carries everything. */
export function centerCarries(saleUnit: string, pCode: string, firstSaleUnit: string): boolean {
  if (saleUnit === firstSaleUnit || pCode.startsWith('RW')) return true;
  return bucket(`carry:${saleUnit}:${pCode}`) >= 15;
}

/**
 * Center prices and stock for every center, computed by the database from the staged base prices:
 * a per-center price factor, five levels (each 2 % below the previous), flags and stock (about 7 % at zero).
 * The selection and the numbers come from md5 of the codes, so they are the same on every run.
 */
async function seedCenterProducts(db: DbOrTx, saleUnits: readonly string[]): Promise<void> {
  const first = saleUnits[0] ?? '';
  const centerValues = saleUnits
    .map((su, i) => `('${su.replace(/'/g, "''")}', ${(0.97 + ((i * 7) % 9) / 100).toFixed(2)})`)
    .join(',');
  const carry = sqlBucket(sql`'carry:' || c.sale_unit || ':' || p.p_code`);
  const flag = sqlBucket(sql`'flag:' || c.sale_unit || ':' || p.p_code`);
  const qty = sqlBucket(sql`'stock:' || c.sale_unit || ':' || p.p_code`);
  const qty2 = sqlBucket(sql`'stock2:' || c.sale_unit || ':' || p.p_code`);
  const level = (n: number) => sql.raw(`round(b.base_price * c.factor * ${(1 - (n - 1) * 0.02).toFixed(2)}, 2)`);
  await db.execute(sql`
    insert into center_products (sale_unit, p_code, price1, price1_type, price2, price2_type, price3, price3_type,
      price4, price4_type, price5, price5_type, show_price1, show_price2, show_price3, catalog_price,
      disabled, best_seller, hot_deal, sort)
    select c.sale_unit, p.p_code,
      ${level(1)}, b.price_type, ${level(2)}, b.price_type, ${level(3)}, b.price_type,
      ${level(4)}, b.price_type, ${level(5)}, b.price_type,
      true, p.unit2_rate > 0, p.unit3_rate > 0,
      ceil(b.base_price * c.factor * 1.12),
      ${flag} < 2, ${flag} between 2 and 4, ${flag} between 5 and 7, 0
    from seed_product_base b
    join products p on p.p_code = b.p_code
    cross join (values ${sql.raw(centerValues)}) as c(sale_unit, factor)
    where c.sale_unit = ${first} or ${carry} >= 15`);
  await db.execute(sql`
    insert into stock (sale_unit, p_code, available, reserved)
    select c.sale_unit, cp.p_code,
      case when ${qty} < 7 then 0 else 12 + (${qty} * 37 + ${qty2} * 11) % 1200 end, 0
    from center_products cp
    join products p on p.p_code = cp.p_code
    join (select sale_unit from distribution_centers) c on c.sale_unit = cp.sale_unit`);
  // Rewards: in every center, priced at zero (they are paid with points), 50 in stock.
  await db.execute(sql`
    insert into center_products (sale_unit, p_code, price1, price1_type, price2, price2_type, price3, price3_type,
      price4, price4_type, price5, price5_type, show_price1, show_price2, show_price3, catalog_price)
    select c.sale_unit, p.p_code, 0, '0', 0, '0', 0, '0', 0, '0', 0, '0', true, false, false, 0
    from products p cross join distribution_centers c where p.matype = 'Point'`);
  await db.execute(sql`
    insert into stock (sale_unit, p_code, available, reserved)
    select c.sale_unit, p.p_code, 50, 0 from products p cross join distribution_centers c where p.matype = 'Point'`);
  await applyProductFacts(db, first);
}

/** Facts that tests and demos rely on (see DEMO_PRODUCTS). */
async function applyProductFacts(db: DbOrTx, first: string): Promise<void> {
  const { threeUnits, outOfStock, disabledAtDc01, singleUnit, lastUnit } = DEMO_PRODUCTS;
  await db.execute(sql`update center_products set disabled = false where p_code in (${threeUnits}, ${outOfStock}, ${singleUnit}, ${lastUnit})`);
  await db.execute(sql`update stock set available = 500 where sale_unit = ${first} and p_code = ${threeUnits}`);
  await db.execute(sql`update stock set available = 0 where p_code = ${outOfStock}`);
  await db.execute(sql`update center_products set disabled = true where sale_unit = ${first} and p_code = ${disabledAtDc01}`);
  await db.execute(sql`update stock set available = 100 where sale_unit = ${first} and p_code = ${singleUnit}`);
  await db.execute(sql`update stock set available = 1 where sale_unit = ${first} and p_code = ${lastUnit}`);
  // Every center carries the three-unit product, with stock.
  await db.execute(sql`
    insert into center_products (sale_unit, p_code, price1, price1_type, price2, price2_type, price3, price3_type,
      price4, price4_type, price5, price5_type, show_price1, show_price2, show_price3, catalog_price)
    select c.sale_unit, cp.p_code, cp.price1, cp.price1_type, cp.price2, cp.price2_type, cp.price3, cp.price3_type,
      cp.price4, cp.price4_type, cp.price5, cp.price5_type, cp.show_price1, cp.show_price2, cp.show_price3, cp.catalog_price
    from center_products cp cross join distribution_centers c
    where cp.sale_unit = ${first} and cp.p_code = ${threeUnits}
    on conflict (sale_unit, p_code) do nothing`);
  await db.execute(sql`
    insert into stock (sale_unit, p_code, available, reserved)
    select c.sale_unit, ${threeUnits}, 240, 0 from distribution_centers c
    on conflict (sale_unit, p_code) do nothing`);
}

/** Date-ranged prices (5 % lower) for one product in fifty, in the first three centers. */
async function seedAdvancePrices(db: DbOrTx, opts: CatalogueOptions): Promise<void> {
  const centers = opts.saleUnits.slice(0, 3);
  if (centers.length === 0) return;
  const start = thaiDate(opts.now, -5);
  const end = thaiDate(opts.now, 25);
  const cols: string[] = [];
  const values: string[] = [];
  for (let u = 1; u <= 3; u++) {
    for (let l = 1; l <= 5; l++) {
      cols.push(`unit${u}_price_level${l}`, `unit${u}_price_level${l}_type`);
      const rate = u === 1 ? '1' : `p.unit${u}_rate`;
      values.push(
        `case when ${rate} > 0 then round(cp.price${l} * ${rate} * 0.95, 2) end`,
        `case when ${rate} > 0 then cp.price${l}_type end`,
      );
    }
  }
  await db.execute(sql`
    insert into advance_prices (sale_unit, p_code, date_start, date_end, ${sql.raw(cols.join(', '))})
    select cp.sale_unit, cp.p_code, ${start}, ${end}, ${sql.raw(values.join(', '))}
    from center_products cp join products p on p.p_code = cp.p_code
    where cp.sale_unit in (${sql.join(centers.map((c) => sql`${c}`), sql`, `)})
      and p.matype = 'FG' and substr(p.p_code, 2)::int % 50 = 7`);
}

/** Home-page groups for every center and one drawer group per top category. */
async function seedDisplayGroups(db: DbOrTx, productCount: number): Promise<void> {
  const home = [
    { th: 'สินค้าขายดี', en: 'Best sellers' },
    { th: 'สินค้ามาใหม่', en: 'New arrivals' },
    { th: 'ราคาพิเศษ', en: 'Special prices' },
  ];
  const groups: (typeof displayGroups.$inferInsert)[] = [];
  const members: (typeof displayGroupProducts.$inferInsert)[] = [];
  const rng = createRng('display-groups');
  const pool = Array.from({ length: Math.min(productCount, 200) }, (_, i) => productCode(i + 1));
  let id = 0;
  for (const [i, name] of home.entries()) {
    id += 1;
    groups.push({ id, saleUnit: null, typeName: 'EORDER_HOME_PAGE', nameTh: name.th, nameEn: name.en, logoImage: null, sort: i });
    rng.sample(pool, 12).forEach((pCode, sort) => members.push({ displayGroupId: id, pCode, sort }));
  }
  for (const [t, top] of TOP_CATEGORIES.entries()) {
    id += 1;
    const code = categoryCode([t]);
    groups.push({ id, saleUnit: null, typeName: 'EORDER_LAYOUT_DRAWER', nameTh: top.th, nameEn: top.en, logoImage: `categories/1/${code}.svg`, sort: t });
  }
  await insertMany(db, displayGroups, groups);
  await insertMany(db, displayGroupProducts, members);
  // Drawer groups hold up to 36 products of their category.
  await db.execute(sql`
    insert into display_group_products (display_group_id, p_code, sort)
    select g.id, x.p_code, x.rn
    from display_groups g
    join lateral (
      select p.p_code, (row_number() over (order by p.p_code))::int as rn
      from products p
      where p.matype = 'FG' and p.hierarchy1 = (select c.code from categories c where c.level = 1 and c.name_en = g.name_en)
      order by p.p_code limit 36
    ) x on true
    where g.type_name = 'EORDER_LAYOUT_DRAWER'`);
}

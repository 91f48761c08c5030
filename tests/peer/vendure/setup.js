// Prepares the peer's database (PEER_DATABASE_URL, already created and empty) for the bench:
//
//   node setup.js <products.tsv>
//
// 1. Vendure's own bootstrap creates the schema (TypeORM synchronize) and its `populate` adds the
//    setup a shop needs: Thailand in a zone, a 7 % VAT rate, one shipping method, the dummy
//    payment method. No products come from it.
// 2. The products of the TSV (code, Thai name, English name, barcode, price in satang), one
//    variant each, go in with a few set-based INSERTs: product and variant with their
//    translations, the default channel, a price, stock at the default stock location, and the
//    rows of the default search plugin's index (search_index_item), which the shop API's
//    `search` reads. Thai name as the product name, English name as the variant name, the code
//    as the SKU and the barcode as the description: the fields Vendure's search looks in.
'use strict';
const { readFileSync } = require('node:fs');
const { bootstrap, dummyPaymentHandler } = require('@vendure/core');
const { populate } = require('@vendure/core/cli');
const { Client } = require('pg');
const { vendureConfig } = require('./config');

const initialData = {
  defaultLanguage: 'en',
  defaultZone: 'Asia',
  countries: [{ name: 'Thailand', code: 'TH', zone: 'Asia' }],
  taxRates: [{ name: 'VAT', percentage: 7 }],
  shippingMethods: [{ name: 'Delivery', price: 0 }],
  paymentMethods: [
    {
      name: 'Dummy',
      handler: {
        code: dummyPaymentHandler.code,
        arguments: [{ name: 'automaticSettle', value: 'true' }],
      },
    },
  ],
  collections: [],
};

async function createSchema(port) {
  const app = await populate(
    () => bootstrap(vendureConfig({ port, synchronize: true })),
    initialData,
  );
  await app.close();
}

function readProducts(file) {
  const columns = { code: [], th: [], en: [], barcode: [], price: [] };
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '') continue;
    const [code, th, en, barcode, price] = line.split('\t');
    columns.code.push(code);
    columns.th.push(th || en || code);
    columns.en.push(en || th || code);
    columns.barcode.push(barcode ?? '');
    columns.price.push(Number(price) || 100);
  }
  return columns;
}

async function loadProducts(file) {
  const products = readProducts(file);
  const client = new Client({ connectionString: process.env.PEER_DATABASE_URL });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`update channel set "defaultCurrencyCode" = 'THB', "availableCurrencyCodes" = 'THB'`);
    const { rows } = await client.query(
      `select c.id as channel, c."defaultTaxZoneId" as zone,
              (select id from tax_category order by id limit 1) as "taxCategory",
              (select id from stock_location order by id limit 1) as location,
              coalesce((select r.value from tax_rate r where r.enabled order by r.id limit 1), 0) as vat
       from channel c where c.code = '__default_channel__'`,
    );
    // Whole numbers read from the database, written into the statements below.
    const [channel, taxCategory, location] = ['channel', 'taxCategory', 'location'].map((key) =>
      Number(rows[0][key]),
    );
    const vat = Number(rows[0].vat);
    await client.query(
      `create temporary table incoming on commit drop as
       select t.n::int as n, t.code, t.th, t.en, t.barcode, t.price::int as price
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[])
            with ordinality as t(code, th, en, barcode, price, n)`,
      [products.code, products.th, products.en, products.barcode, products.price],
    );
    const base = Number((await client.query('select coalesce(max(id), 0) as id from product')).rows[0].id);
    const vbase = Number((await client.query('select coalesce(max(id), 0) as id from product_variant')).rows[0].id);
    const statements = [
      `insert into product (id, enabled) select ${base} + n, true from incoming`,
      `insert into product_translation ("languageCode", name, slug, description, "baseId")
       select 'en', th, lower(code), barcode, ${base} + n from incoming`,
      `insert into product_channels_channel ("productId", "channelId") select ${base} + n, ${channel} from incoming`,
      `insert into product_variant (id, enabled, sku, "trackInventory", "taxCategoryId", "productId")
       select ${vbase} + n, true, code, 'FALSE', ${taxCategory}, ${base} + n from incoming`,
      `insert into product_variant_translation ("languageCode", name, "baseId")
       select 'en', en, ${vbase} + n from incoming`,
      `insert into product_variant_channels_channel ("productVariantId", "channelId")
       select ${vbase} + n, ${channel} from incoming`,
      `insert into product_variant_price ("currencyCode", "channelId", price, "variantId")
       select 'THB', ${channel}, price, ${vbase} + n from incoming`,
      `insert into stock_level ("stockOnHand", "stockAllocated", "productVariantId", "stockLocationId")
       select 1000000, 0, ${vbase} + n, ${location} from incoming`,
      `insert into search_index_item ("languageCode", enabled, "productName", "productVariantName",
         description, slug, sku, "facetIds", "facetValueIds", "collectionIds", "collectionSlugs",
         "channelIds", "productPreview", "productVariantPreview", "productVariantId", "channelId",
         "productId", price, "priceWithTax")
       select 'en', true, th, en, barcode, lower(code), code, '', '', '', '', '${channel}', '', '',
              ${vbase} + n, ${channel}, ${base} + n, price, round(price * (1 + ${vat} / 100))::int
       from incoming`,
    ];
    for (const text of statements) await client.query(text);
    for (const table of ['product', 'product_variant', 'product_translation', 'product_variant_translation', 'product_variant_price', 'stock_level'])
      await client.query(`select setval('${table}_id_seq', (select max(id) from ${table}))`);
    await client.query('commit');
    await client.query('vacuum analyze');
    return products.code.length;
  } finally {
    await client.end();
  }
}

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node setup.js <products.tsv>');
  const started = Date.now();
  await createSchema(Number(process.env.PEER_SETUP_PORT || 3099));
  const schema = Date.now();
  const count = await loadProducts(file);
  console.log(
    `schema and shop setup ${((schema - started) / 1000).toFixed(0)} s, ` +
      `${count} products loaded in ${((Date.now() - schema) / 1000).toFixed(0)} s`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, saleUnit, updatedAt } from './columns';
import { distributionCenters } from './centers';

/**
 * Banners (B), news (N) and promotion announcements (P). A null sale unit shows in every center.
 * With use_period_date the item shows only between date_begin and date_end (inclusive).
 */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    saleUnit: saleUnit().references(() => distributionCenters.saleUnit),
    newsType: text('news_type').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    bodyTh: text('body_th').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    image: text('image'),
    link: text('link'),
    usePeriodDate: boolean('use_period_date').notNull().default(false),
    dateBegin: date('date_begin', { mode: 'string' }),
    dateEnd: date('date_end', { mode: 'string' }),
    activeStatus: text('active_status').notNull().default('Y'),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('news_listing_idx').on(t.newsType, t.activeStatus, t.saleUnit, t.sort),
    check('news_type_valid', sql`${t.newsType} in ('B', 'N', 'P')`),
    check('news_active_status_valid', sql`${t.activeStatus} in ('Y', 'N')`),
    check(
      'news_period_valid',
      sql`not ${t.usePeriodDate} or (${t.dateBegin} is not null and ${t.dateEnd} is not null and ${t.dateBegin} <= ${t.dateEnd})`,
    ),
  ],
);

/**
 * Content pages in Thai and English as simple HTML: HOWTO_001, FAQ_001, CONTACT_001,
 * COOKIES_POLICY (the cookie policy), PDPA_POLICY and free pages without a code.
 * A null sale unit is the company's page, shown in every center; a center's page of the same
 * code replaces it for that center's customers (decision 036). Legal pages are the company's only.
 */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    code: text('code'),
    saleUnit: saleUnit().references(() => distributionCenters.saleUnit),
    kind: text('kind').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    bodyHtmlTh: text('body_html_th').notNull(),
    bodyHtmlEn: text('body_html_en').notNull(),
    /** For versioned contents such as the privacy policy. */
    version: text('version'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contents_kind_idx').on(t.kind),
    // One page of a code per owner, as the readers match codes (any case); free pages have no code.
    uniqueIndex('contents_code_owner_uq').on(
      sql`upper(${t.code})`,
      sql`coalesce(${t.saleUnit}, '')`,
    ),
  ],
);

// Banners and news, content pages and display groups. Every piece of HTML is
// cleaned when it is stored and again when it is read, so rows written by
// another tool or before the cleaner existed are safe to show as well.
import {
  AppError,
  type Content,
  type DisplayGroupAnswer,
  type DisplayGroupItem,
  type Locale,
  NEWS_TYPE_CODES,
  type ContentListAnswer,
  type ContentListQuery,
  type ContentSaveBody,
  type News,
  type NewsListAnswer,
  type NewsListQuery,
  type WhatsNewAnswer,
  type WhatsNewBody,
} from '@eorder/shared';
import { publicFileUrl } from '../../plugins/files';
import { toWireProduct } from '../catalogue/product-mapper';
import type { CatalogueRepository } from '../catalogue/repository';
import { isUniqueViolation } from '../../db/sql-state';
import type { CallerScope } from '../catalogue/scope';
import { htmlToText, safeUrl, sanitizeHtml } from './html-sanitizer';
import type { ContentRow, MarketingRepository, NewsQuery, NewsRow } from './repository';

/** Where a request for news or banners comes from: a center (or none) and today's date. */
export interface NewsViewer {
  saleUnit: string | null;
  today: string;
}

/** The code of the cookie policy content. */
export const COOKIES_POLICY_CODE = 'COOKIES_POLICY';

export function toWireNews(row: NewsRow): News {
  return {
    NewsId: row.id,
    NewsType: row.newsType,
    SaleUnit: row.saleUnit,
    Title: htmlToText(row.titleTh),
    TitleEN: htmlToText(row.titleEn),
    Detail: sanitizeHtml(row.bodyTh),
    DetailEN: sanitizeHtml(row.bodyEn),
    ImageUrl: publicFileUrl(row.image ? safeUrl(row.image, 'image') : null),
    LinkUrl: row.link ? safeUrl(row.link) : null,
    UsePeriodDate: row.usePeriodDate,
    DateBegin: row.dateBegin,
    DateEnd: row.dateEnd,
    ActiveStatus: row.activeStatus,
    Seq: row.sort,
  };
}

export function toWireContent(row: ContentRow): Content {
  return {
    Id: row.id,
    Code: row.code ?? String(row.id),
    Kind: row.kind,
    Title: htmlToText(row.titleTh),
    TitleEN: htmlToText(row.titleEn),
    Body: sanitizeHtml(row.bodyHtmlTh),
    BodyEN: sanitizeHtml(row.bodyHtmlEn),
    Version: row.version,
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

const knownNewsType = (type: string): boolean => (NEWS_TYPE_CODES as readonly string[]).includes(type);

export function createMarketingService(deps: { repository: MarketingRepository; catalogue: CatalogueRepository }) {
  const { repository, catalogue } = deps;

  return {
    /**
     * `POST GET_MASTER_DATA/GET_WHATSNEW`: active items of one type for the caller's center, in
     * their order; with UsePeriodDate only those whose period holds today. Inactive items are
     * never shown to customers: ActiveStatus 'N' answers an empty list.
     */
    async whatsNew(viewer: NewsViewer, body: WhatsNewBody): Promise<WhatsNewAnswer> {
      const type = body.NewsType.trim().toUpperCase();
      if (body.ActiveStatus !== 'Y' || !knownNewsType(type)) return { statusText: 'OK', status: 200, result: [] };
      const rows = await repository.listNews({
        types: [type],
        saleUnit: viewer.saleUnit,
        today: body.UsePeriodDate ? viewer.today : null,
      });
      return { statusText: 'OK', status: 200, result: rows.map(toWireNews) };
    },

    /** `GET api/news`: the news and promotions page, in pages; always within each item's period. */
    async newsList(viewer: NewsViewer, query: NewsListQuery): Promise<NewsListAnswer> {
      const filter: NewsQuery = { types: query.types, saleUnit: viewer.saleUnit, today: viewer.today };
      const [rows, total] = await Promise.all([
        repository.listNews(filter, { skip: query.skip, take: query.take }),
        repository.countNews(filter),
      ]);
      return { Data: rows.map(toWireNews), Total: total };
    },

    async newsItem(viewer: NewsViewer, id: number): Promise<News> {
      const row = await repository.findNews(id, {
        types: [...NEWS_TYPE_CODES],
        saleUnit: viewer.saleUnit,
        today: viewer.today,
      });
      if (!row) throw new AppError('NOT_FOUND');
      return toWireNews(row);
    },

    /** The cookie policy, or null when none is written (the dialog then shows only its own text). */
    async cookiesPolicy(): Promise<Content | null> {
      const row = await repository.findContentByCode(COOKIES_POLICY_CODE);
      return row ? toWireContent(row) : null;
    },

    /** A content page by code, or by id when the key is all digits. */
    async content(key: string): Promise<Content> {
      const trimmed = key.trim();
      const row = /^\d{1,9}$/.test(trimmed)
        ? await repository.findContentById(Number(trimmed))
        : await repository.findContentByCode(trimmed);
      if (!row) throw new AppError('NOT_FOUND');
      return toWireContent(row);
    },

    async contentByCode(code: string): Promise<Content> {
      const row = await repository.findContentByCode(code.trim());
      if (!row) throw new AppError('NOT_FOUND');
      return toWireContent(row);
    },

    async contents(query: ContentListQuery): Promise<ContentListAnswer> {
      const { rows, total } = await repository.listContents(query.kind ?? null, query);
      return {
        Data: rows.map((row) => ({
          Id: row.id,
          Code: row.code ?? String(row.id),
          Kind: row.kind,
          Title: htmlToText(row.titleTh),
          TitleEN: htmlToText(row.titleEn),
          Version: row.version,
          UpdatedAt: row.updatedAt.toISOString(),
        })),
        Total: total,
      };
    },

    /** `POST api/contents/save`: bodies are cleaned before they are stored. */
    async saveContent(body: ContentSaveBody, now: Date): Promise<Content> {
      const values = {
        code: body.Code ?? null,
        kind: body.Kind,
        titleTh: body.Title,
        titleEn: body.TitleEN,
        bodyHtmlTh: sanitizeHtml(body.Body),
        bodyHtmlEn: sanitizeHtml(body.BodyEN),
        version: body.Version ?? null,
        active: body.Active,
        updatedAt: now,
      };
      let row: ContentRow | undefined;
      try {
        row = await repository.saveContent(body.Id ?? null, values);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', {}, { cause: error });
        throw error;
      }
      if (!row) throw new AppError('NOT_FOUND');
      return toWireContent(row);
    },

    /**
     * `GET api/products/display-group/type/{typeName}`: the center's active groups of the type
     * (its own and the company-wide ones) in their order. With products, each group brings up to
     * `take` of the products the center sells, priced for the caller; a group with none of them
     * is left out, as there is nothing to show.
     */
    async displayGroups(
      scope: CallerScope,
      typeName: string,
      options: { productsIncluded: boolean; take: number },
      locale: Locale,
    ): Promise<DisplayGroupAnswer> {
      const groups = await catalogue.listDisplayGroups(scope.saleUnit, typeName);
      const items: DisplayGroupItem[] = groups.map((group) => ({
        Group: {
          Id: group.id,
          Name: locale === 'en' ? group.name_en : group.name_th,
          NameTH: group.name_th,
          NameEN: group.name_en,
          LogoImage: publicFileUrl(group.logo_image),
          UseTranslateName: group.use_translate_name,
          Type: group.type_name,
        },
      }));
      if (!options.productsIncluded) return { Data: items };
      const rows = await catalogue.listGroupProducts(
        scope,
        groups.map((group) => group.id),
        options.take,
      );
      const byGroup = new Map<number, DisplayGroupItem['Products']>();
      for (const row of rows) {
        const groupId = Number(row.group_id);
        const list = byGroup.get(groupId) ?? [];
        list.push(toWireProduct(row, locale, scope));
        byGroup.set(groupId, list);
      }
      return {
        Data: items
          .map((item) => ({ ...item, Products: byGroup.get(Number(item.Group.Id)) ?? [] }))
          .filter((item) => item.Products.length > 0),
      };
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;

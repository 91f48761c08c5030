// Banners, news, content pages and display groups; HTML is cleaned when stored and again when read,
// so older rows are safe to show too (decision 036).
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
import type { CenterService } from '../centers/service';
import { COMPANY_CONTENT_EDITOR_ROLES, COOKIES_POLICY_CODE, isCompanyOnlyContent } from './content-owner';
import { htmlToText, safeUrl, sanitizeHtml } from './rich-text';
import type { ContentRow, MarketingRepository, NewsQuery, NewsRow } from './repository';

/**
 * Who reads news, banners or content: the center of their token (none without a customer or
 * guest token, which sees only the company's) and today's date.
 */
export interface Viewer {
  saleUnit: string | null;
  today: string;
}

/** The staff member who saves a content page. */
export interface ContentEditor {
  staffUserId: number;
  role: string | number;
}

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
    SaleUnit: row.saleUnit,
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

export function createMarketingService(deps: {
  repository: MarketingRepository;
  catalogue: CatalogueRepository;
  centers: Pick<CenterService, 'staffCenters'>;
}) {
  const { repository, catalogue, centers } = deps;

  async function contentByCode(viewer: Viewer, code: string): Promise<Content> {
    const row = await repository.findContentByCode(code.trim(), viewer.saleUnit);
    if (!row) throw new AppError('NOT_FOUND');
    return toWireContent(row);
  }

  /**
   * The owner a page is saved for: one of the editor's centers, or the company for the roles
   * that write the company's pages. Legal pages are the company's only.
   */
  async function contentOwner(editor: ContentEditor, body: ContentSaveBody): Promise<string | null> {
    const saleUnit = body.SaleUnit ?? null;
    if (saleUnit === null) {
      if (!COMPANY_CONTENT_EDITOR_ROLES.includes(String(editor.role).trim())) throw new AppError('AUTH_FORBIDDEN');
      return null;
    }
    const own = await centers.staffCenters(editor.staffUserId);
    const center = own.find((c) => c.SaleUnit.toUpperCase() === saleUnit.toUpperCase());
    if (!center) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit });
    if (isCompanyOnlyContent({ code: body.Code, kind: body.Kind })) throw new AppError('AUTH_FORBIDDEN');
    return center.SaleUnit;
  }

  return {
    /**
     * `POST GET_MASTER_DATA/GET_WHATSNEW`: active items of one type for the caller's center, in
     * their order; with UsePeriodDate only those whose period holds today. Inactive items are
     * never shown to customers: ActiveStatus 'N' answers an empty list.
     */
    async whatsNew(viewer: Viewer, body: WhatsNewBody): Promise<WhatsNewAnswer> {
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
    async newsList(viewer: Viewer, query: NewsListQuery): Promise<NewsListAnswer> {
      const filter: NewsQuery = { types: query.types, saleUnit: viewer.saleUnit, today: viewer.today };
      const [rows, total] = await Promise.all([
        repository.listNews(filter, { skip: query.skip, take: query.take }),
        repository.countNews(filter),
      ]);
      return { Data: rows.map(toWireNews), Total: total };
    },

    async newsItem(viewer: Viewer, id: number): Promise<News> {
      const row = await repository.findNews(id, {
        types: [...NEWS_TYPE_CODES],
        saleUnit: viewer.saleUnit,
        today: viewer.today,
      });
      if (!row) throw new AppError('NOT_FOUND');
      return toWireNews(row);
    },

    /** The company's cookie policy, or null when none is written (the dialog then shows only its own text). */
    async cookiesPolicy(viewer: Viewer): Promise<Content | null> {
      const row = await repository.findContentByCode(COOKIES_POLICY_CODE, viewer.saleUnit);
      return row ? toWireContent(row) : null;
    },

    /**
     * A content page by code, or by id when the key is all digits. A company page that the
     * viewer's center has its own version of answers that version, so a shared link shows what
     * the center wrote.
     */
    async content(viewer: Viewer, key: string): Promise<Content> {
      const trimmed = key.trim();
      if (!/^\d{1,9}$/.test(trimmed)) return contentByCode(viewer, trimmed);
      const row = await repository.findContentById(Number(trimmed), viewer.saleUnit);
      if (!row) throw new AppError('NOT_FOUND');
      if (row.saleUnit === null && row.code !== null && viewer.saleUnit !== null) return contentByCode(viewer, row.code);
      return toWireContent(row);
    },

    contentByCode,

    async contents(viewer: Viewer, query: ContentListQuery): Promise<ContentListAnswer> {
      const { rows, total } = await repository.listContents(query.kind ?? null, viewer.saleUnit, query);
      return {
        Data: rows.map((row) => ({
          Id: row.id,
          Code: row.code ?? String(row.id),
          SaleUnit: row.saleUnit,
          Kind: row.kind,
          Title: htmlToText(row.titleTh),
          TitleEN: htmlToText(row.titleEn),
          Version: row.version,
          UpdatedAt: row.updatedAt.toISOString(),
        })),
        Total: total,
      };
    },

    /**
     * `POST api/contents/save`: a page of one of the editor's centers (or the company's, for the
     * roles that write those); a page is replaced only by its owner. Bodies are cleaned before
     * they are stored.
     */
    async saveContent(editor: ContentEditor, body: ContentSaveBody, now: Date): Promise<Content> {
      const saleUnit = await contentOwner(editor, body);
      const values = {
        code: body.Code ?? null,
        saleUnit,
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

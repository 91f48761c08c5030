// Customer tags and LINE broadcasts, scoped to the staff member's centers (decision 078): another
// center's tag or broadcast is not found, another center named outright is not allowed.
import { and, eq, inArray } from 'drizzle-orm';
import {
  AppError,
  BROADCAST_IMAGE_FILE,
  MULTICAST_MAX_RECIPIENTS,
  type BroadcastImageAnswer,
  type BroadcastImageFields,
  type BroadcastContent,
  type BroadcastCreateBody,
  type BroadcastDetailAnswer,
  type BroadcastListQuery,
  type BroadcastPreviewAnswer,
  type BroadcastSummary,
  type Tag,
  type TagCreateBody,
  type TagCustomersQuery,
  type TagListQuery,
} from '@eorder/shared';
import type { Db } from '../../db/client';
import { centerProducts, products, promotions } from '../../db/schema';
import type { Clock } from '../../plugins/env';
import { publicFileUrl, publicImageAddress } from '../../plugins/files';
import { folderSegment, type ImageStore, type StoredImage } from '../uploads/plugin';
import type { CenterRepository } from '../centers/repository';
import { productsFlex, promotionFlex } from '../line/flex';
import { createBroadcastRepository, type BroadcastCounts, type BroadcastRow, type TagCounted, type TagRow } from './repository';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

const tagAnswer = (tag: TagCounted): Tag => ({
  Id: tag.id,
  SaleUnit: tag.saleUnit,
  Name: tag.name,
  Members: tag.members,
  Reachable: tag.reachable,
  CreatedAt: tag.createdAt.toISOString(),
});

/** Uploaded broadcast pictures: at most this many bytes (413 UPLOAD_TOO_LARGE past it). */
export const BROADCAST_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The folder of a center's uploaded broadcast pictures. */
const imageFolder = (saleUnit: string) => `broadcasts/${folderSegment(saleUnit)}`;

const NO_COUNTS: BroadcastCounts = { recipients: 0, sent: 0, failed: 0 };

function summaryOf(row: BroadcastRow, counts: BroadcastCounts): BroadcastSummary {
  const content = row.content as BroadcastContent;
  return {
    Id: row.id,
    SaleUnit: row.saleUnit,
    Title: row.title,
    Kind: content.Kind,
    TagId: row.tagId,
    TagName: row.tagName,
    Status: row.status as BroadcastSummary['Status'],
    SendAt: row.sendAt.toISOString(),
    CreatedAt: row.createdAt.toISOString(),
    FinishedAt: iso(row.finishedAt),
    Recipients: counts.recipients,
    Sent: counts.sent,
    Failed: counts.failed,
    Skipped: row.skipped,
  };
}

export function createBroadcastService(deps: {
  db: Db;
  clock: Clock;
  centers: Pick<CenterRepository, 'listForStaff'>;
  liffUrl?: string | undefined;
  /** The shop's public address (PUBLIC_BASE_URL): LINE fetches stored pictures under it. */
  publicBaseUrl: string;
  /** Where uploaded pictures are stored. */
  images: Pick<ImageStore, 'save'>;
  /** Asks the sender to run soon (a broadcast to send now was stored). */
  nudge?: () => void;
}) {
  const { db, clock, centers } = deps;
  const repository = createBroadcastRepository(db);

  async function ownCenters(staffId: number): Promise<string[]> {
    return (await centers.listForStaff(staffId)).map((center) => center.saleUnit);
  }

  /** The center named (one of the staff member's) or their first one. */
  async function centerOf(staffId: number, wanted: string | undefined): Promise<string> {
    const own = await ownCenters(staffId);
    const name = (wanted ?? '').trim();
    if (name === '') {
      const first = own[0];
      if (!first) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: '' });
      return first;
    }
    if (!own.includes(name)) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: name });
    return name;
  }

  async function ownTag(staffId: number, id: number): Promise<TagRow> {
    const tag = await repository.findTag(id, await ownCenters(staffId));
    if (!tag) throw new AppError('TAG_NOT_FOUND', { tagId: String(id) });
    return tag;
  }

  async function tagWithCounts(tag: TagRow): Promise<Tag> {
    const [counted] = await repository.counted([tag]);
    return tagAnswer(counted ?? { ...tag, members: 0, reachable: 0 });
  }

  /** The LINE messages of a broadcast's content, priced and named for its center. */
  async function messagesOf(saleUnit: string, title: string, content: BroadcastContent): Promise<unknown[]> {
    switch (content.Kind) {
      case 'TEXT':
        return [{ type: 'text', text: content.Text ?? '' }];
      case 'IMAGE': {
        const picture = content.ImageUrl ?? '';
        // An uploaded picture must be one of this center's: another center's path is refused.
        if (BROADCAST_IMAGE_FILE.test(picture) && !picture.startsWith(`/files/${imageFolder(saleUnit)}/`)) {
          throw new AppError('VALIDATION_FAILED', {}, { errors: [{ path: 'Content.ImageUrl', message: 'A picture uploaded for another center' }] });
        }
        const address = publicImageAddress(deps.publicBaseUrl, picture) ?? picture;
        return [{ type: 'image', originalContentUrl: address, previewImageUrl: address }];
      }
      case 'PRODUCTS': {
        const codes = content.ProductCodes ?? [];
        const rows = await db
          .select({
            code: products.pCode,
            name: products.productNameTh,
            unit: products.unit1NameTh,
            image: products.picFilename1,
            price: centerProducts.price1,
          })
          .from(products)
          .innerJoin(centerProducts, and(eq(centerProducts.pCode, products.pCode), eq(centerProducts.saleUnit, saleUnit)))
          .where(and(inArray(products.pCode, codes), eq(centerProducts.disabled, false)));
        const byCode = new Map(rows.map((row) => [row.code, row]));
        const cards = codes.map((code) => {
          const row = byCode.get(code);
          if (!row) throw new AppError('PRODUCT_NOT_FOUND', { productCode: code });
          return { code, name: row.name, unit: row.unit, price: row.price, imageUrl: publicImageAddress(deps.publicBaseUrl, row.image) };
        });
        return [productsFlex(title, cards, deps.liffUrl)];
      }
      case 'PROMOTION': {
        const [row] = await db
          .select()
          .from(promotions)
          .where(and(eq(promotions.promotionId, content.PromotionId ?? 0), eq(promotions.saleUnit, saleUnit)))
          .limit(1);
        if (!row) throw new AppError('PROMOTION_NOT_FOUND', { promotionId: String(content.PromotionId) });
        const card = {
          id: row.promotionId,
          name: row.promotionName,
          remark: row.promotionRemark,
          dateBegin: row.dateBegin,
          dateEnd: row.dateEnd,
          imageUrl: publicImageAddress(deps.publicBaseUrl, row.image),
        };
        return [promotionFlex(title, card, deps.liffUrl)];
      }
    }
  }

  /** The center and tag of a broadcast to write: a tag decides the center (and must agree with it). */
  async function audienceOf(staffId: number, body: BroadcastCreateBody) {
    if (body.TagId === null) return { saleUnit: await centerOf(staffId, body.SaleUnit), tag: null };
    const tag = await ownTag(staffId, body.TagId);
    if (body.SaleUnit !== undefined && body.SaleUnit.trim() !== '' && body.SaleUnit.trim() !== tag.saleUnit) {
      throw new AppError('TAG_NOT_FOUND', { tagId: String(body.TagId) });
    }
    return { saleUnit: tag.saleUnit, tag };
  }

  async function detailOf(row: BroadcastRow): Promise<BroadcastDetailAnswer> {
    const counts = (await repository.counts([row.id])).get(row.id) ?? NO_COUNTS;
    const batches = await repository.batches(row.id);
    return {
      ...summaryOf(row, counts),
      Content: row.content as BroadcastContent,
      Messages: row.messages,
      Pending: counts.recipients - counts.sent - counts.failed,
      Batches: batches.map((batch) => ({
        BatchNo: Number(batch.batch_no),
        Size: Number(batch.size),
        Status: batch.status as 'PENDING' | 'SENT' | 'FAILED',
        Attempts: Number(batch.attempts),
        SentAt: iso(batch.sent_at),
      })),
    };
  }

  return {
    async listTags(staffId: number, query: TagListQuery) {
      const saleUnits = query.SaleUnit ? [await centerOf(staffId, query.SaleUnit)] : await ownCenters(staffId);
      const { rows, total } = await repository.listTags(saleUnits, query.Text, query.skip, query.take);
      return { Data: rows.map(tagAnswer), Total: total };
    },

    async createTag(staffId: number, body: TagCreateBody): Promise<Tag> {
      const saleUnit = await centerOf(staffId, body.SaleUnit);
      const row = await repository.insertTag(saleUnit, body.Name, staffId);
      if (!row) throw new AppError('TAG_NAME_TAKEN', { name: body.Name });
      return tagAnswer({ ...row, members: 0, reachable: 0 });
    },

    async tag(staffId: number, id: number): Promise<Tag> {
      return tagWithCounts(await ownTag(staffId, id));
    },

    async renameTag(staffId: number, id: number, name: string): Promise<Tag> {
      const tag = await ownTag(staffId, id);
      const row = await repository.renameTag(tag.id, tag.saleUnit, name);
      if (row === 'taken') throw new AppError('TAG_NAME_TAKEN', { name });
      if (!row) throw new AppError('TAG_NOT_FOUND', { tagId: String(id) });
      return tagWithCounts(row);
    },

    async deleteTag(staffId: number, id: number) {
      const tag = await ownTag(staffId, id);
      await repository.deleteTag(tag.id);
      return { status: 200 };
    },

    async tagCustomers(staffId: number, id: number, query: TagCustomersQuery, membersOnly: boolean) {
      const tag = await ownTag(staffId, id);
      const { rows, total } = await repository.customersOfTag(tag, {
        text: query.Text,
        skip: query.skip,
        take: query.take,
        membersOnly,
      });
      return {
        Data: rows.map((row) => ({
          CustomerCode: row.customerCode,
          CustomerName: row.customerName,
          MobileNo: row.mobileNo,
          LinkedToLine: row.linked,
          InTag: row.inTag,
        })),
        Total: total,
      };
    },

    /** Adds customers by code; a code that is not a customer of the tag's center adds none. */
    async addMembers(staffId: number, id: number, codes: string[]) {
      const tag = await ownTag(staffId, id);
      const wanted = [...new Set(codes)];
      const known = await repository.codesOfCenter(tag.saleUnit, wanted);
      const unknown = wanted.find((code) => !known.has(code));
      if (unknown !== undefined) throw new AppError('CUSTOMER_NOT_FOUND', { customerCode: unknown });
      const changed = await repository.addMembers(tag, wanted);
      return { Changed: changed, Members: (await tagWithCounts(tag)).Members };
    },

    async removeMembers(staffId: number, id: number, codes: string[]) {
      const tag = await ownTag(staffId, id);
      const changed = await repository.removeMembers(tag, [...new Set(codes)]);
      return { Changed: changed, Members: (await tagWithCounts(tag)).Members };
    },

    /** Stores an uploaded picture (already decoded and re-encoded) in the center's folder. */
    async storeImage(staffId: number, fields: BroadcastImageFields, image: StoredImage): Promise<BroadcastImageAnswer> {
      const saleUnit = await centerOf(staffId, fields.SaleUnit);
      const stored = await deps.images.save(imageFolder(saleUnit), image);
      const path = publicFileUrl(stored);
      if (!path) throw new Error('a stored picture has no address');
      return { ImageUrl: path, PublicUrl: publicImageAddress(deps.publicBaseUrl, stored) ?? path };
    },

    async preview(staffId: number, body: BroadcastCreateBody): Promise<BroadcastPreviewAnswer> {
      const { saleUnit, tag } = await audienceOf(staffId, body);
      const messages = await messagesOf(saleUnit, body.Title, body.Content);
      const audience = await repository.audience(saleUnit, tag?.id ?? null);
      return {
        Messages: messages,
        AltText: body.Title,
        Audience: {
          Customers: audience.customers,
          Reachable: audience.reachable,
          Skipped: audience.customers - audience.reachable,
          Batches: Math.ceil(audience.reachable / MULTICAST_MAX_RECIPIENTS),
        },
      };
    },

    async createBroadcast(staffId: number, body: BroadcastCreateBody): Promise<BroadcastDetailAnswer> {
      const { saleUnit, tag } = await audienceOf(staffId, body);
      const messages = await messagesOf(saleUnit, body.Title, body.Content);
      const now = clock();
      const wanted = body.SendAt ? new Date(body.SendAt) : now;
      const sendAt = wanted.getTime() < now.getTime() ? now : wanted;
      const row = await repository.insertBroadcast({
        saleUnit,
        tagId: tag?.id ?? null,
        tagName: tag?.name ?? null,
        title: body.Title,
        content: body.Content,
        messages,
        sendAt,
        createdBy: staffId,
      });
      if (sendAt.getTime() <= now.getTime()) deps.nudge?.();
      return detailOf(row);
    },

    async listBroadcasts(staffId: number, query: BroadcastListQuery) {
      const saleUnits = query.SaleUnit ? [await centerOf(staffId, query.SaleUnit)] : await ownCenters(staffId);
      const { rows, total } = await repository.listBroadcasts(saleUnits, query.skip, query.take);
      const counts = await repository.counts(rows.map((row) => row.id));
      return { Data: rows.map((row) => summaryOf(row, counts.get(row.id) ?? NO_COUNTS)), Total: total };
    },

    async broadcast(staffId: number, id: number): Promise<BroadcastDetailAnswer> {
      const row = await repository.findBroadcast(id, await ownCenters(staffId));
      if (!row) throw new AppError('BROADCAST_NOT_FOUND', { broadcastId: String(id) });
      return detailOf(row);
    },

    async cancelBroadcast(staffId: number, id: number): Promise<BroadcastDetailAnswer> {
      const row = await repository.findBroadcast(id, await ownCenters(staffId));
      if (!row) throw new AppError('BROADCAST_NOT_FOUND', { broadcastId: String(id) });
      const cancelled = await repository.cancelBroadcast(row.id);
      if (!cancelled) throw new AppError('BROADCAST_NOT_CANCELLABLE', { status: row.status });
      return detailOf(cancelled);
    },
  };
}

export type BroadcastService = ReturnType<typeof createBroadcastService>;

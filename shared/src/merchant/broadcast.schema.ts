// Customer tags and LINE broadcasts of a center (decision 078): the tags staff put on the
// center's customers, and broadcasts sent by multicast to a tag's customers or the whole center's.
import * as z from 'zod/mini';
import { LineTextSchema, MultilineTextSchema } from '../common/text.schema.js';
import {
  CustomerCodeSchema,
  SaleUnitSchema,
  SearchTextSchema,
  pageOf,
  skipSchema,
  takeSchema,
} from '../common/common.schema.js';

/** LINE's multicast takes at most this many user ids in one call. */
export const MULTICAST_MAX_RECIPIENTS = 500;
/** A LINE text message holds at most 5,000 characters. */
export const BROADCAST_TEXT_MAX = 5000;
/** A Flex carousel holds at most 12 bubbles; a broadcast shows at most 10 products. */
export const BROADCAST_PRODUCTS_MAX = 10;
/** Codes added to or removed from a tag in one call. */
export const TAG_MEMBERS_MAX_PER_CALL = 500;

export const BROADCAST_KINDS = ['TEXT', 'IMAGE', 'PRODUCTS', 'PROMOTION'] as const;
export type BroadcastKind = (typeof BROADCAST_KINDS)[number];

export const BROADCAST_STATUSES = ['SCHEDULED', 'SENDING', 'SENT', 'PARTIAL', 'FAILED', 'CANCELLED'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

const id = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
const optionalCenter = z.optional(SaleUnitSchema);

/** `/:id` of a tag or a broadcast. */
export const RecordIdParamsSchema = z.object({ id });
export type RecordIdParams = z.infer<typeof RecordIdParamsSchema>;

// -- tags ----------------------------------------------------------------------------------------

export const TagNameSchema = LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(60));

export const TagListQuerySchema = z.object({
  SaleUnit: optionalCenter,
  Text: SearchTextSchema,
  skip: skipSchema(),
  take: takeSchema(50),
});
export type TagListQuery = z.infer<typeof TagListQuerySchema>;

export const TagSchema = z.looseObject({
  Id: z.number(),
  SaleUnit: z.string(),
  Name: z.string(),
  /** Customers in the tag. */
  Members: z.number(),
  /** Of them, those a broadcast reaches: linked to LINE and not known to have unfollowed. */
  Reachable: z.number(),
  CreatedAt: z.string(),
});
export type Tag = z.infer<typeof TagSchema>;
export const TagListAnswerSchema = pageOf(TagSchema);
export type TagListAnswer = z.infer<typeof TagListAnswerSchema>;

export const TagCreateBodySchema = z.strictObject({ SaleUnit: optionalCenter, Name: TagNameSchema });
export type TagCreateBody = z.infer<typeof TagCreateBodySchema>;
export const TagUpdateBodySchema = z.strictObject({ Name: TagNameSchema });
export type TagUpdateBody = z.infer<typeof TagUpdateBodySchema>;
export const TagDeleteAnswerSchema = z.looseObject({ status: z.number() });

/** A customer of the center, as a tag's pages list them. */
export const TagCustomerSchema = z.looseObject({
  CustomerCode: z.string(),
  CustomerName: z.string(),
  MobileNo: z.nullable(z.string()),
  LinkedToLine: z.boolean(),
  /** Whether the customer is in the tag (in a search of the center's customers). */
  InTag: z.boolean(),
});
export type TagCustomer = z.infer<typeof TagCustomerSchema>;

export const TagCustomersQuerySchema = z.object({
  Text: SearchTextSchema,
  skip: skipSchema(),
  take: takeSchema(20),
});
export type TagCustomersQuery = z.infer<typeof TagCustomersQuerySchema>;
export const TagCustomersAnswerSchema = pageOf(TagCustomerSchema);
export type TagCustomersAnswer = z.infer<typeof TagCustomersAnswerSchema>;

export const TagMembersBodySchema = z.strictObject({
  CustomerCodes: z.array(CustomerCodeSchema).check(z.minLength(1), z.maxLength(TAG_MEMBERS_MAX_PER_CALL)),
});
export type TagMembersBody = z.infer<typeof TagMembersBodySchema>;
/** Changed: how many were added or removed; Members: the tag's count after. */
export const TagMembersAnswerSchema = z.looseObject({ Changed: z.number(), Members: z.number() });
export type TagMembersAnswer = z.infer<typeof TagMembersAnswerSchema>;

// -- broadcasts ----------------------------------------------------------------------------------

/**
 * Where an uploaded broadcast picture is kept (decision 107): the upload call answers this path,
 * and the sender turns it into an address under the public base URL that LINE can fetch.
 */
export const BROADCAST_IMAGE_FILE = /^\/files\/broadcasts\/[A-Za-z0-9_-]+\/[0-9a-f-]{36}\.jpg$/;

/** A picture of a broadcast: an https address, or the path of a picture uploaded for it. */
const pictureRef = LineTextSchema.check(
  z.trim(),
  z.maxLength(2000),
  z.refine(
    (value) => /^https:\/\/[^\s]+$/.test(value) || BROADCAST_IMAGE_FILE.test(value),
    'LINE shows pictures from https addresses only (or a picture uploaded here)',
  ),
);

/** `POST api/merchant/broadcast/image` (multipart): the center (the staff member's first when absent); one file `file`. */
export const BroadcastImageFieldsSchema = z.object({ SaleUnit: optionalCenter });
export type BroadcastImageFields = z.infer<typeof BroadcastImageFieldsSchema>;
/** ImageUrl: the stored picture's path, for the content; PublicUrl: where LINE will fetch it. */
export const BroadcastImageAnswerSchema = z.looseObject({ ImageUrl: z.string(), PublicUrl: z.string() });
export type BroadcastImageAnswer = z.infer<typeof BroadcastImageAnswerSchema>;

/** The field each kind of content needs. */
export const BROADCAST_KIND_FIELD = {
  TEXT: 'Text',
  IMAGE: 'ImageUrl',
  PRODUCTS: 'ProductCodes',
  PROMOTION: 'PromotionId',
} as const satisfies Record<BroadcastKind, string>;

/**
 * What a broadcast says: a text, a picture, a carousel of products or a promotion's card. One
 * object with the field of its Kind (not a union), so a refused field is named where it is.
 */
export const BroadcastContentSchema = z
  .strictObject({
    Kind: z.enum(BROADCAST_KINDS),
    Text: z.optional(MultilineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(BROADCAST_TEXT_MAX))),
    ImageUrl: z.optional(pictureRef),
    ProductCodes: z.optional(
      z
        .array(LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(40)))
        .check(z.minLength(1), z.maxLength(BROADCAST_PRODUCTS_MAX)),
    ),
    PromotionId: z.optional(id),
  })
  .check(
    z.superRefine((value, ctx) => {
      const field = BROADCAST_KIND_FIELD[value.Kind];
      if (value[field] === undefined) {
        ctx.issues.push({ code: 'custom', path: [field], message: `${field} is required`, input: value });
      }
    }),
  );
export type BroadcastContent = z.infer<typeof BroadcastContentSchema>;

/** A broadcast to write: TagId null sends to every customer of the center; SendAt null sends now. */
export const BroadcastCreateBodySchema = z.strictObject({
  SaleUnit: optionalCenter,
  TagId: z.nullable(id),
  Title: LineTextSchema.check(z.trim(), z.minLength(1), z.maxLength(100)),
  Content: BroadcastContentSchema,
  /** An ISO date-time with its offset; null or absent: now. */
  SendAt: z.optional(z.nullable(LineTextSchema.check(z.iso.datetime({ offset: true })))),
});
export type BroadcastCreateBody = z.infer<typeof BroadcastCreateBodySchema>;

/** Who a broadcast would reach now: the audience's customers, of them linked, and left out. */
export const BroadcastAudienceSchema = z.looseObject({
  Customers: z.number(),
  Reachable: z.number(),
  Skipped: z.number(),
  /** Multicast calls the sending takes (at most 500 recipients each). */
  Batches: z.number(),
});
export type BroadcastAudience = z.infer<typeof BroadcastAudienceSchema>;

export const BroadcastPreviewAnswerSchema = z.looseObject({
  /** The LINE message objects as they will be sent. */
  Messages: z.array(z.unknown()),
  AltText: z.string(),
  Audience: BroadcastAudienceSchema,
});
export type BroadcastPreviewAnswer = z.infer<typeof BroadcastPreviewAnswerSchema>;

export const BroadcastSummarySchema = z.looseObject({
  Id: z.number(),
  SaleUnit: z.string(),
  Title: z.string(),
  Kind: z.enum(BROADCAST_KINDS),
  TagId: z.nullable(z.number()),
  TagName: z.nullable(z.string()),
  Status: z.enum(BROADCAST_STATUSES),
  SendAt: z.string(),
  CreatedAt: z.string(),
  FinishedAt: z.nullable(z.string()),
  Recipients: z.number(),
  Sent: z.number(),
  Failed: z.number(),
  Skipped: z.number(),
});
export type BroadcastSummary = z.infer<typeof BroadcastSummarySchema>;

export const BroadcastListQuerySchema = z.object({
  SaleUnit: optionalCenter,
  skip: skipSchema(),
  take: takeSchema(20),
});
export type BroadcastListQuery = z.infer<typeof BroadcastListQuerySchema>;
export const BroadcastListAnswerSchema = pageOf(BroadcastSummarySchema);
export type BroadcastListAnswer = z.infer<typeof BroadcastListAnswerSchema>;

export const BroadcastBatchSchema = z.looseObject({
  BatchNo: z.number(),
  Size: z.number(),
  Status: z.enum(['PENDING', 'SENT', 'FAILED']),
  Attempts: z.number(),
  SentAt: z.nullable(z.string()),
});

export const BroadcastDetailAnswerSchema = z.extend(BroadcastSummarySchema, {
  Content: BroadcastContentSchema,
  Messages: z.array(z.unknown()),
  Pending: z.number(),
  Batches: z.array(BroadcastBatchSchema),
});
export type BroadcastDetailAnswer = z.infer<typeof BroadcastDetailAnswerSchema>;

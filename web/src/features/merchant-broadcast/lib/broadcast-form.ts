// The rules of the broadcast and tag forms, apart from the pages so they are tested alone.
import {
  BROADCAST_IMAGE_FILE,
  BROADCAST_PRODUCTS_MAX,
  BROADCAST_TEXT_MAX,
  MULTICAST_MAX_RECIPIENTS,
  TAG_MEMBERS_MAX_PER_CALL,
  type BroadcastContent,
  type BroadcastCreateBody,
  type BroadcastKind,
} from '@eorder/shared';

/** Customer codes typed or pasted: split on spaces, commas and lines, upper-cased, once each. */
export function parseCodes(text: string): string[] {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  return [...new Set(codes)].slice(0, TAG_MEMBERS_MAX_PER_CALL);
}

/** Multicast calls a broadcast to this many people takes. */
export const batchesFor = (recipients: number) => Math.ceil(recipients / MULTICAST_MAX_RECIPIENTS);

export interface BroadcastDraft {
  title: string;
  /** '' for every customer of the center. */
  tagId: string;
  kind: BroadcastKind;
  text: string;
  imageUrl: string;
  productCodes: string;
  promotionId: string;
  /** 'now', or 'later' at `sendAt` (a datetime-local value, Bangkok time). */
  when: 'now' | 'later';
  sendAt: string;
}

export const emptyDraft = (): BroadcastDraft => ({
  title: '',
  tagId: '',
  kind: 'TEXT',
  text: '',
  imageUrl: '',
  productCodes: '',
  promotionId: '',
  when: 'now',
  sendAt: '',
});

/** A datetime-local value (YYYY-MM-DDTHH:mm) read as Bangkok time, as ISO with its offset. */
export function bangkokIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  return `${local}:00+07:00`;
}

export type DraftProblem = 'title' | 'text' | 'imageUrl' | 'productCodes' | 'promotionId' | 'sendAt';

/** What is missing or wrong in the draft, by field; empty when it can be sent. */
export function draftProblems(draft: BroadcastDraft, now: Date = new Date()): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.title.trim() === '') problems.push('title');
  if (draft.kind === 'TEXT' && (draft.text.trim() === '' || draft.text.length > BROADCAST_TEXT_MAX)) problems.push('text');
  if (draft.kind === 'IMAGE' && !/^https:\/\/\S+$/.test(draft.imageUrl.trim()) && !BROADCAST_IMAGE_FILE.test(draft.imageUrl.trim())) {
    problems.push('imageUrl');
  }
  if (draft.kind === 'PRODUCTS') {
    const codes = parseCodes(draft.productCodes);
    if (codes.length === 0 || codes.length > BROADCAST_PRODUCTS_MAX) problems.push('productCodes');
  }
  if (draft.kind === 'PROMOTION' && !/^[1-9]\d{0,8}$/.test(draft.promotionId.trim())) problems.push('promotionId');
  if (draft.when === 'later') {
    const iso = bangkokIso(draft.sendAt);
    if (!iso || new Date(iso).getTime() <= now.getTime()) problems.push('sendAt');
  }
  return problems;
}

function contentOf(draft: BroadcastDraft): BroadcastContent {
  switch (draft.kind) {
    case 'TEXT':
      return { Kind: 'TEXT', Text: draft.text.trim() };
    case 'IMAGE':
      return { Kind: 'IMAGE', ImageUrl: draft.imageUrl.trim() };
    case 'PRODUCTS':
      return { Kind: 'PRODUCTS', ProductCodes: parseCodes(draft.productCodes) };
    case 'PROMOTION':
      return { Kind: 'PROMOTION', PromotionId: Number(draft.promotionId.trim()) };
  }
}

/** The body of the preview and create calls. */
export function bodyOf(draft: BroadcastDraft, saleUnit: string): BroadcastCreateBody {
  return {
    SaleUnit: saleUnit,
    TagId: draft.tagId === '' ? null : Number(draft.tagId),
    Title: draft.title.trim(),
    Content: contentOf(draft),
    SendAt: draft.when === 'later' ? bangkokIso(draft.sendAt) : null,
  };
}

/** The share of recipients the broadcast has reached so far, 0-100. */
export function deliveredPercent(counts: { Recipients: number; Sent: number }): number {
  if (counts.Recipients === 0) return 0;
  return Math.floor((counts.Sent * 100) / counts.Recipients);
}

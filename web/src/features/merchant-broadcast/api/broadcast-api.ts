// The calls of customer tags and LINE broadcasts (decision 078), scoped by the API to the staff
// member's centers: a tag or broadcast of another center is a 404 the page turns into not-found.
import useSWR, { mutate } from 'swr';
import {
  buildPath,
  BroadcastDetailAnswerSchema,
  BroadcastImageAnswerSchema,
  BroadcastListAnswerSchema,
  BroadcastPreviewAnswerSchema,
  CALL_PATHS,
  TagCustomersAnswerSchema,
  TagDeleteAnswerSchema,
  TagListAnswerSchema,
  TagMembersAnswerSchema,
  TagSchema,
  type BroadcastCreateBody,
  type BroadcastDetailAnswer,
  type BroadcastListAnswer,
  type Tag,
  type TagCustomersAnswer,
  type TagListAnswer,
} from '@eorder/shared';
import { merchantApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

/** A failed read, with the HTTP status the page decides on (404 is the not-found page). */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function unwrap<T>(result: { ok: true; data: T } | { ok: false; status: number; error: { message: string } }): T {
  if (!result.ok) throw new LoadError(result.error.message, result.status);
  return result.data;
}

const tagsKey = (saleUnit: string) => ['merchant-tags', saleUnit] as const;
const tagKey = (id: number) => ['merchant-tag', id] as const;
const broadcastsKey = (saleUnit: string) => ['merchant-broadcasts', saleUnit] as const;

export const useTags = (saleUnit: string | null) =>
  useSWR<TagListAnswer, Error>(
    saleUnit ? tagsKey(saleUnit) : null,
    async () =>
      unwrap(await merchantApi.get(CALL_PATHS.tagList, { query: { SaleUnit: saleUnit, take: 100 }, schema: TagListAnswerSchema, quiet: true })),
    swrDefaults,
  );

export const useTag = (id: number | null) =>
  useSWR<Tag, Error>(
    id ? tagKey(id) : null,
    async () => unwrap(await merchantApi.get(buildPath('tagDetail', { id: String(id) }), { schema: TagSchema, quiet: true })),
    swrDefaults,
  );

/** A tag's customers (members), or the center's customers found by a search (search). */
export const useTagCustomers = (id: number | null, kind: 'members' | 'search', text: string) =>
  useSWR<TagCustomersAnswer, Error>(
    id && (kind === 'members' || text.trim() !== '') ? ['merchant-tag-customers', id, kind, text] : null,
    async () =>
      unwrap(
        await merchantApi.get(buildPath(kind === 'members' ? 'tagMembers' : 'tagCustomerSearch', { id: String(id) }), {
          query: { Text: text.trim(), take: 50 },
          schema: TagCustomersAnswerSchema,
          quiet: true,
        }),
      ),
    swrDefaults,
  );

export async function createTag(saleUnit: string, name: string) {
  const result = await merchantApi.post(CALL_PATHS.tagCreate, { SaleUnit: saleUnit, Name: name }, { schema: TagSchema, quiet: true });
  if (result.ok) await mutate(tagsKey(saleUnit));
  return result;
}

export async function renameTag(id: number, name: string) {
  const result = await merchantApi.post(buildPath('tagUpdate', { id: String(id) }), { Name: name }, { schema: TagSchema, quiet: true });
  if (result.ok) await mutate(tagKey(id), result.data, { revalidate: false });
  return result;
}

export async function deleteTag(tag: Tag) {
  const result = await merchantApi.delete(buildPath('tagDelete', { id: String(tag.Id) }), { schema: TagDeleteAnswerSchema, quiet: true });
  if (result.ok) await mutate(tagsKey(tag.SaleUnit));
  return result;
}

/** Adds or removes customers by code, then reloads the tag and its lists. */
export async function changeMembers(id: number, change: 'add' | 'remove', codes: string[]) {
  const result = await merchantApi.post(
    buildPath(change === 'add' ? 'tagMembersAdd' : 'tagMembersRemove', { id: String(id) }),
    { CustomerCodes: codes },
    { schema: TagMembersAnswerSchema, quiet: true },
  );
  if (result.ok) {
    await mutate(tagKey(id));
    await mutate((key) => Array.isArray(key) && key[0] === 'merchant-tag-customers' && key[1] === id);
  }
  return result;
}

export const useBroadcasts = (saleUnit: string | null) =>
  useSWR<BroadcastListAnswer, Error>(
    saleUnit ? broadcastsKey(saleUnit) : null,
    async () =>
      unwrap(
        await merchantApi.get(CALL_PATHS.broadcastList, { query: { SaleUnit: saleUnit, take: 50 }, schema: BroadcastListAnswerSchema, quiet: true }),
      ),
    swrDefaults,
  );

/** A broadcast; while it is sending, read again every few seconds so the counts move. */
export const useBroadcast = (id: number | null) =>
  useSWR<BroadcastDetailAnswer, Error>(
    id ? ['merchant-broadcast', id] : null,
    async () =>
      unwrap(await merchantApi.get(buildPath('broadcastDetail', { id: String(id) }), { schema: BroadcastDetailAnswerSchema, quiet: true })),
    {
      ...swrDefaults,
      refreshInterval: (latest) => (latest && (latest.Status === 'SENDING' || latest.Status === 'SCHEDULED') ? 3000 : 0),
    },
  );

export const previewBroadcast = (body: BroadcastCreateBody) =>
  merchantApi.post(CALL_PATHS.broadcastPreview, body, { schema: BroadcastPreviewAnswerSchema, quiet: true });

export async function createBroadcast(body: BroadcastCreateBody, saleUnit: string) {
  const result = await merchantApi.post(CALL_PATHS.broadcastCreate, body, { schema: BroadcastDetailAnswerSchema, quiet: true });
  if (result.ok) await mutate(broadcastsKey(saleUnit));
  return result;
}

export async function cancelBroadcast(id: number) {
  const result = await merchantApi.post(buildPath('broadcastCancel', { id: String(id) }), {}, { schema: BroadcastDetailAnswerSchema, quiet: true });
  if (result.ok) await mutate(['merchant-broadcast', id], result.data, { revalidate: false });
  return result;
}

/** Uploads the picture of a broadcast (resized first); the answer's ImageUrl goes into the content. */
export function uploadBroadcastImage(picture: Blob, saleUnit: string) {
  const form = new FormData();
  form.append('SaleUnit', saleUnit);
  form.append('file', picture, 'picture.jpg');
  return merchantApi.post(CALL_PATHS.broadcastImage, form, { schema: BroadcastImageAnswerSchema });
}

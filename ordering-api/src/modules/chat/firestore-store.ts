// The Firestore store of chat, in the seeds' document shapes so an existing deployment's chat reads
// as it is (decision 091). Types only here: the SDK loads with the first chat call.
import type { DocumentData, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import {
  roomPreview,
  toWireMessage,
  type ChatStore,
  type MemberId,
  type StoredMember,
  type StoredMessage,
  type StoredRoom,
} from './store';

export const ROOMS = 'chatroom';
export const MESSAGES = 'messages';

/** Unread messages counted per room at most: a badge shows 99+ long before. */
const UNREAD_CAP = 100;
/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

interface RoomDoc {
  roomID: string;
  members: { id: string; lastRead: unknown }[];
  membersIDList: string[];
  latestMessage: string | null;
  latestSender: string | null;
  saleUnit: string;
  customerCode: string;
  latestAt: number;
}

/** Milliseconds from a number or a Firestore Timestamp (an older deployment's `serverTimestamp()`). */
const millis = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  const stamp = value as { toMillis?: unknown } | null;
  if (typeof stamp?.toMillis === 'function') return (stamp as { toMillis: () => number }).toMillis();
  return null;
};

const toRoom = (snap: DocumentSnapshot): StoredRoom => {
  const data = snap.data() as Partial<RoomDoc>;
  return {
    roomId: data.roomID ?? snap.id,
    saleUnit: data.saleUnit ?? '',
    customerKey: data.customerCode ?? '',
    latestMessage: data.latestMessage ?? null,
    latestSender: data.latestSender ?? null,
    latestAt: millis(data.latestAt) ?? 0,
  };
};

const toMessage = (roomId: string, data: DocumentData): StoredMessage => ({
  id: String(data.id),
  roomId,
  message: typeof data.message === 'string' ? data.message : '',
  messageType: data.messageType === 'photo' ? 'photo' : 'text',
  ownerId: String(data.ownerID),
  imageUrl: typeof data.imageUrl === 'string' && data.imageUrl ? data.imageUrl : null,
  timestamp: millis(data.timestamp) ?? 0,
});

const toDoc = (message: StoredMessage): DocumentData => ({ ...toWireMessage(message), imageUrl: message.imageUrl ?? '' });

const chunks = <T>(list: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let k = 0; k < list.length; k += size) out.push(list.slice(k, k + size));
  return out;
};

/** The members' read marks with one moved forward (never back), and the id list beside them. */
function withReadMark(room: Partial<RoomDoc>, memberId: MemberId, upTo: number) {
  const members = (room.members ?? []).map((m) => ({ id: m.id, lastRead: millis(m.lastRead) }));
  const own = members.find((m) => m.id === memberId);
  if (own) own.lastRead = Math.max(own.lastRead ?? 0, upTo);
  else members.push({ id: memberId, lastRead: upTo });
  const ids = new Set(room.membersIDList ?? []);
  ids.add(memberId);
  return { members, membersIDList: [...ids] };
}

export function createFirestoreChatStore(db: Firestore): ChatStore {
  const rooms = db.collection(ROOMS);
  const messagesOf = (roomId: string) => rooms.doc(roomId).collection(MESSAGES);

  async function findRoom(roomId: string) {
    const snap = await rooms.doc(roomId).get();
    return snap.exists ? toRoom(snap) : null;
  }

  async function findRoomOf(customerKey: string, saleUnit: string) {
    // Two first calls at once may both have created one: everyone keeps the same (the least id).
    const found = await rooms.where('customerCode', '==', customerKey).where('saleUnit', '==', saleUnit).get();
    const [first] = found.docs.map(toRoom).sort((a, b) => a.roomId.localeCompare(b.roomId));
    return first ?? null;
  }

  const byLatest = (list: StoredRoom[]) => list.sort((a, b) => b.latestAt - a.latestAt);

  async function readMark(tx: Transaction, roomId: string, memberId: MemberId, upTo: number) {
    const ref = rooms.doc(roomId);
    const snap = await tx.get(ref);
    if (!snap.exists) return;
    tx.update(ref, withReadMark(snap.data() as Partial<RoomDoc>, memberId, upTo));
  }

  return {
    findRoom,
    findRoomOf,

    async createRoom({ roomId, saleUnit, customerKey, now }) {
      const existing = await findRoomOf(customerKey, saleUnit);
      if (existing) return existing;
      const doc: RoomDoc = {
        roomID: roomId,
        members: [],
        membersIDList: [customerKey.startsWith('guest:') ? customerKey : `customer:${customerKey}`],
        latestMessage: null,
        latestSender: null,
        saleUnit,
        customerCode: customerKey,
        latestAt: now,
      };
      await rooms.doc(roomId).create(doc);
      return (await findRoomOf(customerKey, saleUnit)) ?? toRoom(await rooms.doc(roomId).get());
    },

    async roomsOfCustomer(customerKey) {
      const found = await rooms.where('customerCode', '==', customerKey).get();
      return byLatest(found.docs.map(toRoom));
    },

    async roomsOfCenters(saleUnits, limit) {
      if (saleUnits.length === 0) return [];
      const pages = await Promise.all(
        chunks(saleUnits, IN_LIMIT).map((units) =>
          rooms.where('saleUnit', 'in', units).orderBy('latestAt', 'desc').limit(limit).get(),
        ),
      );
      const list = pages.flatMap((page) => page.docs.map(toRoom)).filter((room) => !room.customerKey.startsWith('guest:'));
      return byLatest(list).slice(0, limit);
    },

    async members(roomIds) {
      const result = new Map<string, StoredMember[]>();
      if (roomIds.length === 0) return result;
      const snaps = await db.getAll(...roomIds.map((id) => rooms.doc(id)));
      for (const snap of snaps) {
        if (!snap.exists) continue;
        const data = snap.data() as Partial<RoomDoc>;
        result.set(
          data.roomID ?? snap.id,
          (data.members ?? []).map((m) => ({ id: m.id, lastRead: millis(m.lastRead) })),
        );
      }
      return result;
    },

    async unread(roomIds, memberId, side) {
      const result = new Map<string, number>();
      if (roomIds.length === 0) return result;
      const marks = await this.members(roomIds);
      const isOther = (owner: string) => (side === 'staff' ? !owner.startsWith('staff:') : owner !== memberId);
      await Promise.all(
        roomIds.map(async (roomId) => {
          const lastRead = marks.get(roomId)?.find((m) => m.id === memberId)?.lastRead ?? null;
          let query = messagesOf(roomId).orderBy('timestamp', 'desc').limit(UNREAD_CAP);
          if (lastRead !== null) query = query.where('timestamp', '>', lastRead);
          const page = await query.select('ownerID').get();
          const n = page.docs.filter((doc) => isOther(String(doc.get('ownerID')))).length;
          if (n > 0) result.set(roomId, n);
        }),
      );
      return result;
    },

    async addMessage(message) {
      return db.runTransaction(async (tx) => {
        const ref = messagesOf(message.roomId).doc(message.id);
        const roomRef = rooms.doc(message.roomId);
        const [stored, roomSnap] = await Promise.all([tx.get(ref), tx.get(roomRef)]);
        if (stored.exists) return { message: toMessage(message.roomId, stored.data() ?? {}), created: false };
        tx.create(ref, toDoc(message));
        const room = (roomSnap.data() ?? {}) as Partial<RoomDoc>;
        // The latest only moves forward: a late retry of an older message does not take its place.
        const latest =
          !room.latestSender || (millis(room.latestAt) ?? 0) < message.timestamp
            ? { latestMessage: roomPreview(message), latestSender: message.ownerId, latestAt: message.timestamp }
            : {};
        tx.set(roomRef, { ...latest, ...withReadMark(room, message.ownerId, message.timestamp) }, { merge: true });
        return { message, created: true };
      });
    },

    async findMessage(roomId, id) {
      const snap = await messagesOf(roomId).doc(id).get();
      return snap.exists ? toMessage(roomId, snap.data() ?? {}) : null;
    },

    async messages(roomId, { before, take }) {
      let query = messagesOf(roomId).orderBy('timestamp', 'desc').limit(take);
      if (before !== undefined) query = query.where('timestamp', '<', before);
      const page = await query.get();
      return page.docs.map((doc) => toMessage(roomId, doc.data()));
    },

    async markRead(roomId, memberId, upTo) {
      await db.runTransaction((tx) => readMark(tx, roomId, memberId, upTo));
    },

    async moveRooms(from, to) {
      const guestRooms = await rooms.where('customerCode', '==', from.customerKey).get();
      for (const snap of guestRooms.docs) {
        const room = snap.data() as Partial<RoomDoc>;
        const saleUnit = room.saleUnit ?? '';
        const target = await findRoomOf(to.customerKey, saleUnit);
        const moved = await messagesOf(snap.id).get();
        const batch = db.batch();
        const destination = target?.roomId ?? snap.id;
        for (const doc of moved.docs) {
          const data = doc.data();
          const owned = data.ownerID === from.memberId ? { ownerID: to.memberId } : {};
          if (target) {
            batch.set(messagesOf(destination).doc(doc.id), { ...data, ...owned });
            batch.delete(doc.ref);
          } else if (data.ownerID === from.memberId) {
            batch.update(doc.ref, owned);
          }
        }
        const rename = (id: string) => (id === from.memberId ? to.memberId : id);
        const members = (room.members ?? []).map((m) => ({ ...m, id: rename(m.id) }));
        const membersIDList = [...new Set((room.membersIDList ?? []).map(rename))];
        const latestSender = room.latestSender ? rename(room.latestSender) : null;
        if (!target) {
          batch.update(snap.ref, { customerCode: to.customerKey, members, membersIDList, latestSender });
        } else {
          if ((millis(room.latestAt) ?? 0) > target.latestAt) {
            batch.update(rooms.doc(target.roomId), {
              latestMessage: room.latestMessage ?? null,
              latestSender,
              latestAt: millis(room.latestAt) ?? 0,
            });
          }
          batch.delete(snap.ref);
        }
        await batch.commit();
      }
      const now = await rooms.where('customerCode', '==', to.customerKey).get();
      return now.docs.map((doc) => toRoom(doc).roomId);
    },
  };
}

/**
 * The Firestore of the configured project, with the application default credentials; with
 * FIRESTORE_EMULATOR_HOST set the SDK talks to that emulator instead.
 */
export async function openFirestore(projectId: string): Promise<Firestore> {
  const [{ getApps, initializeApp }, { getFirestore }] = await Promise.all([
    import('firebase-admin/app'),
    import('firebase-admin/firestore'),
  ]);
  const name = `eorder-chat-${projectId}`;
  const app = getApps().find((candidate) => candidate.name === name) ?? initializeApp({ projectId }, name);
  return getFirestore(app);
}

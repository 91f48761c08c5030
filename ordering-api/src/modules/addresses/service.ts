// Delivery addresses: the list (with the S and B addresses created from the C
// address the first time a customer has nothing else), and add, update and
// delete, which SAP customers may not do.
import {
  AppError,
  defaultAddressesToCreate,
  type AddDeliveryAddressBody,
  type DeliveryAddress,
  type DeliveryAddressInput,
} from '@eorder/shared';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import type { CustomerRow } from '../pricing/caller';
import { createAddressRepository, type AddressInsert, type AddressRow } from './repository';

/** Whose addresses, in which center, and who is asking. */
export interface AddressActor {
  customer: CustomerRow;
  saleUnit: string;
}

export function addressToWire(row: AddressRow, customerCode: string): DeliveryAddress {
  return {
    _id: row.id,
    AddressCode: String(row.id),
    Address_Type: row.addressType,
    Active: row.active ? 'Y' : 'N',
    Cust_ID: customerCode,
    SaleUnit: row.saleUnit,
    TaxID: row.taxId,
    Name: row.name,
    Address_: row.address,
    Province: row.provinceCode,
    ProvinceName: row.provinceName,
    Ampher: row.ampherCode,
    AmpherName: row.ampherName,
    Town: row.townCode,
    TownName: row.townName,
    PostalCode: row.postalCode,
    Lat: row.lat,
    Long: row.long,
    Remark: row.remark,
    Phone: row.phone,
  };
}

const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || String(value).trim() === '' ? null : String(value).trim();

function columnsOf(input: DeliveryAddressInput | AddDeliveryAddressBody): Omit<AddressInsert, 'customerId' | 'saleUnit' | 'addressType'> {
  return {
    active: input.Active !== 'N',
    taxId: text(input.TaxID),
    name: input.Name,
    address: input.Address_,
    provinceCode: text(input.Province),
    provinceName: text(input.ProvinceName),
    ampherCode: text(input.Ampher),
    ampherName: text(input.AmpherName),
    townCode: text(input.Town),
    townName: text(input.TownName),
    postalCode: text(input.PostalCode),
    lat: input.Lat ?? null,
    long: input.Long ?? null,
    remark: text(input.Remark),
    phone: text(input.Phone),
  };
}

export function createAddressService(db: Db) {
  const repository = createAddressRepository(db);

  const refuseSap = (actor: AddressActor) => {
    if (actor.customer.isSap) throw new AppError('ADDRESS_LOCKED_SAP');
  };

  const sameCustomer = (actor: AddressActor, custId: string) => {
    if (actor.customer.customerCode.toUpperCase() !== custId.trim().toUpperCase()) throw new AppError('AUTH_FORBIDDEN');
  };

  /** An address of this customer, usable in this center (its own center's, or the C address). */
  async function ownAddress(actor: AddressActor, id: number, tx: DbOrTx = db): Promise<AddressRow> {
    const row = await repository.find(id, tx);
    if (!row || row.customerId !== actor.customer.id || (row.saleUnit !== actor.saleUnit && row.addressType !== 'C')) {
      throw new AppError('NOT_FOUND');
    }
    return row;
  }

  async function insertAddress(actor: AddressActor, input: AddDeliveryAddressBody, tx: DbOrTx): Promise<AddressRow> {
    return repository.insert(
      { ...columnsOf(input), customerId: actor.customer.id, saleUnit: actor.saleUnit, addressType: input.Address_Type },
      tx,
    );
  }

  return {
    repository,
    ownAddress,

    /**
     * The addresses, creating S and B from the C address when the customer has no other one
     * (the customer row is locked meanwhile, so two first calls create them once).
     */
    async list(actor: AddressActor, filter: { AddressCode?: string | null; AddressType?: string | null }): Promise<DeliveryAddress[]> {
      const rows = await db.transaction(async (tx) => {
        let current = await repository.list(actor.customer.id, actor.saleUnit, tx);
        const missing = defaultAddressesToCreate(current.map((row) => addressToWire(row, actor.customer.customerCode)));
        if (missing.length > 0) {
          await repository.lockCustomer(actor.customer.id, tx);
          current = await repository.list(actor.customer.id, actor.saleUnit, tx);
          const stillMissing = defaultAddressesToCreate(current.map((row) => addressToWire(row, actor.customer.customerCode)));
          for (const add of stillMissing) await insertAddress(actor, add, tx);
          if (stillMissing.length > 0) current = await repository.list(actor.customer.id, actor.saleUnit, tx);
        }
        return current;
      });
      return rows
        .map((row) => addressToWire(row, actor.customer.customerCode))
        .filter((a) => !filter.AddressType || a.Address_Type === filter.AddressType)
        .filter((a) => !filter.AddressCode || a.AddressCode === filter.AddressCode);
    },

    async add(actor: AddressActor, input: AddDeliveryAddressBody): Promise<DeliveryAddress> {
      sameCustomer(actor, input.Cust_ID);
      refuseSap(actor);
      if (input.Address_Type === 'C') {
        throw new AppError('VALIDATION_FAILED', {}, { errors: [{ path: 'Address_Type', message: 'Only S and B addresses can be added' }] });
      }
      const row = await db.transaction((tx) => insertAddress(actor, input, tx));
      return addressToWire(row, actor.customer.customerCode);
    },

    async update(actor: AddressActor, input: DeliveryAddressInput): Promise<DeliveryAddress> {
      sameCustomer(actor, input.Cust_ID);
      refuseSap(actor);
      const row = await db.transaction(async (tx) => {
        const existing = await ownAddress(actor, input._id, tx);
        if (existing.addressType !== input.Address_Type) {
          throw new AppError('VALIDATION_FAILED', {}, { errors: [{ path: 'Address_Type', message: 'The type of an address cannot change' }] });
        }
        return repository.update(existing.id, { ...columnsOf(input), updatedAt: sql`now()` }, tx);
      });
      if (!row) throw new AppError('NOT_FOUND');
      return addressToWire(row, actor.customer.customerCode);
    },

    /** Deletes (deactivates) a shipping or billing address; orders keep their own copy. */
    async remove(actor: AddressActor, input: { _id: number; Cust_ID: string }): Promise<DeliveryAddress> {
      sameCustomer(actor, input.Cust_ID);
      refuseSap(actor);
      const row = await db.transaction(async (tx) => {
        const existing = await ownAddress(actor, input._id, tx);
        if (existing.addressType === 'C') {
          throw new AppError('VALIDATION_FAILED', {}, { errors: [{ path: '_id', message: 'The registered (C) address cannot be deleted' }] });
        }
        return repository.update(existing.id, { active: false, updatedAt: sql`now()` }, tx);
      });
      if (!row) throw new AppError('NOT_FOUND');
      return addressToWire(row, actor.customer.customerCode);
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;

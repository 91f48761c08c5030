import type { OrderParty } from '@eorder/shared';

/** An address of an order (ship-to, bill-to) on one line, empty parts left out. */
export function partyText(party: OrderParty): string {
  return [party.Address, party.Town, party.Ampher, party.Province, party.ZipCode].filter((part) => part && String(part).trim() !== '').join(' ');
}

// How the customer detail page lists addresses: the registered one first, then shipping, then
// billing, each on one line from its non-empty parts.
const ADDRESS_ORDER = ['C', 'S', 'B'];

export const sortAddresses = <A extends { Address_Type: string }>(list: readonly A[]) =>
  [...list].sort((a, b) => ADDRESS_ORDER.indexOf(a.Address_Type) - ADDRESS_ORDER.indexOf(b.Address_Type));

type Part = string | null | undefined;

export const addressLine = (address: { Address_?: Part; TownName?: Part; AmpherName?: Part; ProvinceName?: Part; PostalCode?: Part }) =>
  [address.Address_, address.TownName, address.AmpherName, address.ProvinceName, address.PostalCode].filter(Boolean).join(' ');

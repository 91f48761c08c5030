import type { ContractPath, FilledCallPath } from './call-paths.js';

/**
 * The paths of the calls a first visit of the web makes (session, home, product list and page,
 * wishlist, web configuration, the chat badge): CALL_PATHS takes them from here. The web's modules
 * of a first visit use this table and `fillCallPath`, so the table of every call stays out of its
 * JavaScript (ADR 098).
 */
export const FIRST_VISIT_CALL_PATHS = {
  guestLogin: '/authen/login/guest',
  customerProfile: '/authen/customerProfile',
  userDcs: '/authen/user/dcs',
  riderProfile: '/authen/rider/profile',
  productItems: '/api/products/items',
  hierarchyAll: '/GET_MASTER_DATA/GET_HIERARCHY_ALL',
  displayGroup: '/api/products/display-group/type/:typeName',
  whatsNew: '/GET_MASTER_DATA/GET_WHATSNEW',
  favouriteItems: '/api/Products/favourite/items',
  favouriteAdd: '/api/Products/favourite/items/add',
  favouriteRemove: '/api/Products/favourite/items/remove',
  chatRooms: '/api/chat/rooms',
  webConfigItems: '/api/webConfig/items',
} as const;

/**
 * A path of the contract with its parameters filled (URI-encoded); `buildPath` by the path itself.
 * Throws when a parameter is missing or empty: a half-filled path would reach another route.
 */
export function fillCallPath(
  path: ContractPath,
  params: Readonly<Record<string, string | number>> = {},
  name: string = path,
): FilledCallPath {
  return (path as string).replace(/:([A-Za-z0-9_]+)/g, (_whole, key: string) => {
    const value = params[key];
    if (value === undefined || String(value) === '') {
      throw new Error(`Missing path parameter "${key}" for ${name}`);
    }
    return encodeURIComponent(String(value));
  }) as FilledCallPath;
}

// Center lists as the specification's clients expect them: wire names,
// Distance in km from the caller, and the shared picker order.
import {
  orderCenters,
  type CustomerDcsAllQuery,
  type CustomerDcsAnswer,
  type DistributionCenter,
  type GeoPoint,
} from '@eorder/shared';
import { publicFileUrl } from '../../plugins/files';
import type { CenterRepository, CenterRow } from './repository';

/** A center row in the specification's shape (without Distance). */
export function toWireCenter(row: CenterRow): DistributionCenter & { SaleUnit: string } {
  return {
    SaleUnit: row.saleUnit,
    DIST_NAME: row.distName,
    DIST_SHORTNAME: row.distShortName,
    DIST_NAME_EN: row.distNameEn ?? null,
    DIST_SHORTNAME_EN: row.distShortNameEn ?? null,
    FullAddress: row.fullAddress,
    LatDecimal: row.lat,
    LonDecimal: row.lon,
    lat: row.lat,
    lon: row.lon,
    PHOTO_PATH: publicFileUrl(row.photoPath),
    LineChannel:
      row.lineChannelName || row.lineOaUrl
        ? { channel_name: row.lineChannelName, url_line_oa: row.lineOaUrl }
        : null,
  };
}

export function positionOf(query: {
  lat?: number | undefined;
  lng?: number | undefined;
}): GeoPoint | null {
  return query.lat !== undefined && query.lng !== undefined
    ? { lat: query.lat, lng: query.lng }
    : null;
}

export function createCenterService(centers: CenterRepository) {
  return {
    /**
     * `authen/customer/dcs`: the caller's own centers and every active center, each in the
     * picker's order with the active center first. A guest has no centers of their own.
     */
    async customerDcs(input: {
      /** The signed-in customer's code; null for a guest. */
      customerCode: string | null;
      activeSaleUnit: string | null;
      position: GeoPoint | null;
    }): Promise<CustomerDcsAnswer> {
      const [own, all] = await Promise.all([
        input.customerCode === null
          ? Promise.resolve([])
          : centers.listForCustomer(input.customerCode),
        centers.listActive(),
      ]);
      const options = { position: input.position, activeSaleUnit: input.activeSaleUnit };
      return {
        Customer: orderCenters(
          own.map((row) => toWireCenter(row.center)),
          options,
        ),
        All: orderCenters(all.map(toWireCenter), options),
      };
    },

    /**
     * `authen/customer/dcs/all`: search with paging. Filtered in the database, then ordered by
     * the shared rule (nearest first with a position, else by name) so every client pages
     * through the same order the picker shows. Active centers are tens to a few hundred rows.
     */
    async searchCenters(query: CustomerDcsAllQuery): Promise<DistributionCenter[]> {
      const rows = await centers.searchActive(query.text);
      const ordered = orderCenters(rows.map(toWireCenter), { position: positionOf(query) });
      return ordered.slice(query.skip, query.skip + query.take);
    },

    async staffCenters(staffUserId: number): Promise<DistributionCenter[]> {
      const rows = await centers.listForStaff(staffUserId);
      return rows.map(toWireCenter);
    },
  };
}

export type CenterService = ReturnType<typeof createCenterService>;

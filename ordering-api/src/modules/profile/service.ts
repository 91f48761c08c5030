// The signed-in customer's own account: details, picture and privacy consent,
// always the customer of the caller's jtoken; and the address masters.
import {
  AppError,
  type AllProvinceAnswer,
  type CustomerClaims,
  type CustomerUser,
  type PdpaStatusAnswer,
  type ProfileUpdateBody,
  type SavePdpaBody,
} from '@eorder/shared';
import type { Db } from '../../db/client';
import { publicFileUrl } from '../../plugins/files';
import { folderSegment, type ImageStore, type StoredImage } from '../uploads/plugin';
import type { WebConfigRepository } from '../web-config/repository';
import type { CustomerRow, ProfileRepository } from './repository';

/** Largest profile picture accepted. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

/** The web-configuration key of the privacy policy's current version. */
export const PDPA_VERSION_KEY = 'EOrderPdpaVersion';
/** The version assumed while the configuration names none. */
export const PDPA_DEFAULT_VERSION = '1.0';

export interface ProfileServiceDeps {
  db: Db;
  repository: ProfileRepository;
  webConfig: WebConfigRepository;
  images: ImageStore;
}

export function createProfileService(deps: ProfileServiceDeps) {
  const { db, repository, webConfig, images } = deps;

  async function ownCustomer(claims: CustomerClaims): Promise<CustomerRow> {
    const customer = await repository.findCustomerByCode(claims.CUSTOMERCODE);
    if (!customer) throw new AppError('AUTH_TOKEN_INVALID');
    if (!customer.active) throw new AppError('AUTH_ACCOUNT_INACTIVE');
    return customer;
  }

  async function currentPdpaVersion(saleUnit: string | null): Promise<string> {
    const value = (await webConfig.findValue(PDPA_VERSION_KEY, saleUnit))?.trim();
    return value || PDPA_DEFAULT_VERSION;
  }

  async function toUser(customer: CustomerRow, claims: CustomerClaims): Promise<CustomerUser> {
    const found = await repository.findCenter(customer.id, claims.SALEUNIT);
    return {
      CUSTOMERCODE: customer.customerCode,
      CUSTOMERNAME: customer.customerName,
      SALEUNIT: claims.SALEUNIT,
      SALEUNIT_NAME: found?.center.distName ?? null,
      ActiveDC: claims.SALEUNIT,
      ActiveDCName: found?.center.distName ?? null,
      ActiveDCNameEN: found?.center.distNameEn ?? null,
      AuthorizeAmount: customer.authorizeAmount,
      DebtAmount: customer.debtAmount,
      UserId: claims.UserId ?? null,
      IsBjcSapCustomer: customer.isSap,
      userRole: claims.role,
      AccountCode: customer.accountCode,
      TAXNO: customer.taxNo,
      ShopPhotoImage: customer.shopPhotoImage,
      PicFileName: customer.picFileName,
      PersonType: customer.personType,
      PriceLevel: found?.link?.priceLevel ?? customer.priceLevel,
      MobileNo: customer.mobileNo,
      ApprovalStatus: customer.approvalStatus,
      IsAgent: customer.isAgent,
      LineUserId: customer.lineUserId,
      Email: customer.email,
      CONTACTPERSON: customer.contactPerson,
    };
  }

  return {
    async picture(claims: CustomerClaims): Promise<string | null> {
      const customer = await ownCustomer(claims);
      return publicFileUrl(customer.picturePath);
    },

    /** Stores a new picture (already decoded and re-encoded) and forgets the old one. */
    async replacePicture(claims: CustomerClaims, image: StoredImage): Promise<string> {
      const customer = await ownCustomer(claims);
      const folder = `customers/${folderSegment(customer.customerCode)}`;
      const stored = await images.save(folder, image);

      let previous: string | null;
      try {
        previous = await db.transaction(async (tx) => {
          const locked = await repository.lockCustomer(customer.id, tx);
          if (!locked) throw new AppError('AUTH_TOKEN_INVALID');
          await repository.updateCustomer(customer.id, { picturePath: stored, updatedAt: new Date() }, tx);
          return locked.picturePath;
        });
      } catch (error) {
        await images.remove(stored, folder);
        throw error;
      }
      // Only a picture of this customer's own folder is removed: an old path may name a shared file.
      if (previous !== stored) await images.remove(previous, folder);
      const url = publicFileUrl(stored);
      if (!url) throw new Error('a stored picture has no address');
      return url;
    },

    async updateProfile(claims: CustomerClaims, body: ProfileUpdateBody): Promise<CustomerUser> {
      const customer = await ownCustomer(claims);
      const values: Partial<CustomerRow> = {};
      if (body.CUSTOMERNAME !== undefined) values.customerName = body.CUSTOMERNAME;
      if (body.CONTACTPERSON !== undefined) values.contactPerson = body.CONTACTPERSON?.trim() || null;
      if (body.Email !== undefined) values.email = body.Email?.trim().toLowerCase() || null;
      if (body.TAXNO !== undefined) values.taxNo = body.TAXNO?.trim() || null;
      if (body.PersonType !== undefined) values.personType = body.PersonType === null ? null : String(body.PersonType);
      if (Object.keys(values).length === 0) return toUser(customer, claims);
      const updated = await repository.updateCustomer(customer.id, { ...values, updatedAt: new Date() });
      if (!updated) throw new AppError('AUTH_TOKEN_INVALID');
      return toUser(updated, claims);
    },

    async pdpaStatus(claims: CustomerClaims): Promise<PdpaStatusAnswer> {
      const customer = await ownCustomer(claims);
      const [currentVersion, last] = await Promise.all([
        currentPdpaVersion(claims.SALEUNIT),
        repository.lastConsent(customer.id),
      ]);
      return {
        Type: customer.pdpaAccepted,
        Version: customer.pdpaVersion,
        CurrentVersion: currentVersion,
        UpdatedAt: last ? last.at.toISOString() : null,
      };
    },

    /**
     * Records the customer's answer to the current policy version, in the request's center. Only
     * the customer may answer for themselves: not another customer, nor a salesperson or agent
     * acting for them.
     */
    async savePdpa(claims: CustomerClaims, saleUnit: string, body: SavePdpaBody): Promise<{ status: number }> {
      if (body.Customer_Id.toUpperCase() !== claims.CUSTOMERCODE.toUpperCase()) throw new AppError('AUTH_FORBIDDEN');
      const acting = (claims.UserId !== undefined && claims.UserId !== null) || Boolean(claims.AgentCode);
      if (acting) throw new AppError('AUTH_FORBIDDEN');
      const customer = await ownCustomer(claims);
      const found = await repository.findCenter(customer.id, saleUnit);
      if (!found) throw new AppError('CENTER_NOT_ALLOWED', { saleUnit });
      // The version shown may be stale (a page left open); the answer is to the policy in force.
      const version = await currentPdpaVersion(found.center.saleUnit);
      await db.transaction(async (tx) => {
        await repository.lockCustomer(customer.id, tx);
        await repository.insertConsent(
          { customerId: customer.id, saleUnit: found.center.saleUnit, version, accepted: body.Type },
          tx,
        );
        await repository.updateCustomer(
          customer.id,
          { pdpaAccepted: body.Type, pdpaVersion: version, updatedAt: new Date() },
          tx,
        );
      });
      return { status: 200 };
    },

    async allAreas(): Promise<AllProvinceAnswer['data']> {
      const { provinceRows, ampherRows, townRows } = await repository.allAreas();
      return {
        Province: provinceRows.map((p) => ({ ProvinceID: p.provinceCode, ProvinceName: p.nameTh, ProvinceNameEN: p.nameEn })),
        Ampher: ampherRows.map((a) => ({
          AmpherID: a.ampherCode,
          AmpherName: a.nameTh,
          AmpherNameEN: a.nameEn,
          Department_ID: a.provinceCode,
        })),
        Town: townRows.map((t) => ({
          Town_ID: t.townCode,
          TownName: t.nameTh,
          TownNameEN: t.nameEn,
          Section_ID: t.ampherCode,
          ZipCode: t.zipCode,
        })),
      };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

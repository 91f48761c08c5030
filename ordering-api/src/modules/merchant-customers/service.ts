// The merchant's customers (decision 074), seen only by staff of their centers; another center's
// customer answers 404 CUSTOMER_NOT_FOUND like a missing one, so a typed address tells nothing.
import {
  AppError,
  customerPhotoWindow,
  type CustomerFileQuery,
  type CustomerFileUploadFields,
  type CustomerPhoto,
  type Locale,
  type MerchantCustomer,
  type MerchantCustomerAnswer,
  type MerchantCustomerListQuery,
  type PhotoGroup,
  type PhotoGroupQuery,
} from '@eorder/shared';
import { publicFileUrl } from '../../plugins/files';
import { parseSearchText } from '../catalogue/search';
import { folderSegment, type ImageStore, type StoredImage } from '../uploads/plugin';
import type { CustomerInCenter, MerchantCustomerRepository } from './repository';

/** A customer photo may be at most this big before it is decoded (the page sends ~300 KB). */
export const CUSTOMER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const RECENT_ORDERS = 5;

export interface StaffCaller {
  staffUserId: number;
  /** The staff role code of the token: '1' is the merchant admin. */
  role?: string | undefined;
}

/** Who may answer a customer waiting for approval: the center's merchant admin. */
export const APPROVER_ROLE = '1';

export interface MerchantCustomerServiceDeps {
  repository: MerchantCustomerRepository;
  staffCenters: (staffUserId: number) => Promise<string[]>;
  images: ImageStore;
  clock: () => Date;
}

const money = (value: string | number | null | undefined) => Number(value ?? 0);
const photoFolder = (saleUnit: string, code: string) =>
  `customers/${folderSegment(saleUnit)}/${folderSegment(code)}`;

function toWireCustomer(row: CustomerInCenter, locale: Locale): MerchantCustomer {
  const c = row.customer;
  return {
    Code: c.customerCode,
    CUSTOMERNAME: c.customerName,
    SaleUnit: row.saleUnit,
    TypeCode: row.typeCode,
    TypeName: (locale === 'en' ? row.typeEn : row.typeTh) ?? null,
    MobileNo: c.mobileNo,
    Address: c.address,
    ApprovalStatus: c.approvalStatus,
    AuthorizeAmount: money(c.authorizeAmount),
    DebtAmount: money(c.debtAmount),
    ShopPhotoImage: publicFileUrl(c.shopPhotoImage),
    CreateDate: c.createdAt.toISOString(),
  };
}

export function createMerchantCustomerService({
  repository,
  staffCenters,
  images,
  clock,
}: MerchantCustomerServiceDeps) {
  /** The center asked for when the staff member serves it; their first when none is named. */
  async function staffCenter(caller: StaffCaller, saleUnit: string | undefined): Promise<string> {
    const own = await staffCenters(caller.staffUserId);
    const wanted = saleUnit ?? own[0];
    if (!wanted || !own.includes(wanted))
      throw new AppError('CENTER_NOT_ALLOWED', { saleUnit: wanted ?? '' });
    return wanted;
  }

  /**
   * The customer in one of the staff member's centers (the named one, else the first they share).
   * Anything else is CUSTOMER_NOT_FOUND: never say that another center's customer exists.
   */
  async function ownCustomer(caller: StaffCaller, code: string, saleUnit: string | undefined) {
    const own = await staffCenters(caller.staffUserId);
    const center = saleUnit ?? (await repository.sharedCenters(code, own))[0];
    const row =
      center && own.includes(center) ? await repository.inCenter(code, center) : undefined;
    if (!row) throw new AppError('CUSTOMER_NOT_FOUND', { customerCode: code });
    return row;
  }

  function toWirePhoto(
    row: {
      file: {
        id: number;
        saleUnit: string;
        photoGroupCode: string;
        filePath: string;
        createdAt: Date;
      };
      takenBy: string | null;
    },
    code: string,
    groupNames: ReadonlyMap<string, string>,
  ): CustomerPhoto {
    const url = publicFileUrl(row.file.filePath) ?? '';
    return {
      Id: row.file.id,
      CustomerCode: code,
      SaleUnit: row.file.saleUnit,
      PhotoGroupCode: row.file.photoGroupCode,
      PictureName: groupNames.get(row.file.photoGroupCode) ?? row.file.photoGroupCode,
      FileName: url.split('/').pop() ?? null,
      Url: url,
      CreateDate: row.file.createdAt.toISOString(),
      TakenBy: row.takenBy,
    };
  }

  async function groupNames(saleUnit: string): Promise<Map<string, string>> {
    const groups = await repository.photoGroups(saleUnit, null);
    return new Map(groups.map((group) => [group.code, group.pictureName]));
  }

  /** Checks where the photo goes before anything is stored; answers the customer and center. */
  async function checkUpload(caller: StaffCaller, fields: CustomerFileUploadFields) {
    const row = await ownCustomer(caller, fields.CustomerCode, fields.saleUnit);
    const names = await groupNames(row.saleUnit);
    if (!names.has(fields.photoGroupCode)) {
      throw new AppError(
        'VALIDATION_FAILED',
        {},
        {
          errors: [{ path: 'photoGroupCode', message: 'Not a photo group of the center' }],
        },
      );
    }
    return { row, names };
  }

  return {
    async list(
      caller: StaffCaller,
      query: MerchantCustomerListQuery,
      locale: Locale,
    ): Promise<MerchantCustomer[]> {
      const saleUnits = query.saleUnit
        ? [await staffCenter(caller, query.saleUnit)]
        : await staffCenters(caller.staffUserId);
      if (saleUnits.length === 0) return [];
      const rows = await repository.list({
        saleUnits,
        code: query.code || undefined,
        patterns: parseSearchText(query.text)?.patterns ?? [],
        skip: query.skip,
        take: query.take,
      });
      return rows.map((row) => toWireCustomer(row, locale));
    },

    async detail(
      caller: StaffCaller,
      code: string,
      saleUnit: string,
      locale: Locale,
    ): Promise<MerchantCustomerAnswer> {
      const row = await ownCustomer(caller, code, saleUnit);
      const c = row.customer;
      const recent = await repository.recentOrders(c.id, row.saleUnit, RECENT_ORDERS);
      return {
        ...toWireCustomer(row, locale),
        Email: c.email,
        ContactPerson: c.contactPerson,
        TaxNo: c.taxNo,
        AccountCode: c.accountCode,
        PriceLevel: Number(row.priceLevel),
        IsSap: c.isSap,
        LineLinked: c.lineUserId !== null,
        CreditAvailable: Math.max(0, money(c.authorizeAmount) - money(c.debtAmount)),
        RecentOrders: recent.map((order) => ({
          OrderID: order.orderId,
          Status: order.status,
          Mode: order.mode,
          Total: money(order.total),
          CreateDate: order.createdAt.toISOString(),
        })),
      };
    },

    /** The merchant admin approves or rejects a customer of their center (again if they change their mind). */
    async approve(
      caller: StaffCaller,
      code: string,
      saleUnit: string,
      approve: boolean,
      locale: Locale,
    ): Promise<MerchantCustomerAnswer> {
      const row = await ownCustomer(caller, code, saleUnit);
      if (caller.role !== APPROVER_ROLE) throw new AppError('AUTH_FORBIDDEN');
      const status = approve ? 'APPROVED' : 'REJECTED';
      if (row.customer.approvalStatus !== status)
        await repository.setApproval(row.customer.id, status);
      return this.detail(caller, code, saleUnit, locale);
    },

    async photoGroups(caller: StaffCaller, query: PhotoGroupQuery): Promise<PhotoGroup[]> {
      const saleUnit = await staffCenter(caller, query.saleUnit);
      const groups = await repository.photoGroups(saleUnit, query.customerType || null);
      return groups.map((group) => ({ Code: group.code, PictureName: group.pictureName }));
    },

    async photos(caller: StaffCaller, query: CustomerFileQuery): Promise<CustomerPhoto[]> {
      const row = await ownCustomer(caller, query.CustomerCode, query.saleUnit);
      const monthYears = query.monthYears ?? [];
      const dated = monthYears.length > 0 || query.fromDate || query.toDate;
      // Without a month nor dates: 30 days either side of today (the specification's window).
      const window = dated
        ? { fromDate: query.fromDate, toDate: query.toDate }
        : customerPhotoWindow(clock());
      const rows = await repository.photos({
        customerId: row.customer.id,
        saleUnit: row.saleUnit,
        groups: query.photoGroupCodes ?? [],
        monthYears,
        ...window,
        skip: query.skip,
        take: query.take,
      });
      const names = await groupNames(row.saleUnit);
      return rows.map((photo) => toWirePhoto(photo, row.customer.customerCode, names));
    },

    async upload(
      caller: StaffCaller,
      fields: CustomerFileUploadFields,
      image: StoredImage,
    ): Promise<CustomerPhoto> {
      const { row, names } = await checkUpload(caller, fields);
      const code = row.customer.customerCode;
      const stored = await images.save(photoFolder(row.saleUnit, code), image);
      const saved = await repository.insertPhoto({
        customerId: row.customer.id,
        saleUnit: row.saleUnit,
        photoGroupCode: fields.photoGroupCode,
        filePath: stored,
        uploadedByUserId: caller.staffUserId,
        createdAt: clock(),
      });
      const takenBy = await repository.staffName(caller.staffUserId);
      return toWirePhoto({ file: saved, takenBy }, code, names);
    },
  };
}

export type MerchantCustomerService = ReturnType<typeof createMerchantCustomerService>;

// The merchant's customer calls: the list, one customer with addresses and coupons, photo groups,
// photos and their upload.
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  buildPath,
  CALL_PATHS,
  CALLS,
  CUSTOMER_LIST_PAGE_SIZE,
  CUSTOMER_PHOTO_PAGE_SIZE,
  CustomerCouponsAnswerSchema,
  CustomerFileAnswerSchema,
  DeliveryAddressListAnswerSchema,
  MerchantCustomerAnswerSchema,
  MerchantCustomerListAnswerSchema,
  PhotoGroupAnswerSchema,
  type CustomerPhoto,
  type MerchantCustomer,
  type MerchantCustomerAnswer,
} from '@eorder/shared';
import { merchantApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';
import type { PhotoFilter } from '../lib/photo-filters';
import { photoQuery } from '../lib/photo-filters';

/** A failed read, with the HTTP status the page decides on (404 is the not-found page). */
export class LoadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

type Read<T> = { ok: true; data: T } | { ok: false; status: number; error: { message: string } };
function unwrap<T>(result: Read<T>): T {
  if (!result.ok) throw new LoadError(result.error.message, result.status);
  return result.data;
}

/** The customers of a center matching the search, 12 a page ("load more"). */
export function useCustomerList(saleUnit: string | null, text: string) {
  const pages = useSWRInfinite<MerchantCustomer[], Error>(
    (index, previous: MerchantCustomer[] | null) =>
      !saleUnit || (previous && previous.length < CUSTOMER_LIST_PAGE_SIZE)
        ? null
        : ['merchant-customers', saleUnit, text, index],
    async ([, center, words, index]: [string, string, string, number]) =>
      unwrap(
        await merchantApi.get(CALL_PATHS.customerList, {
          query: {
            saleUnit: center,
            text: words,
            skip: index * CUSTOMER_LIST_PAGE_SIZE,
            take: CUSTOMER_LIST_PAGE_SIZE,
          },
          schema: MerchantCustomerListAnswerSchema,
          quiet: true,
        }),
      ),
    swrDefaults,
  );
  const customers = pages.data?.flat() ?? [];
  const last = pages.data?.at(-1);
  return {
    ...pages,
    customers,
    hasMore: last !== undefined && last.length === CUSTOMER_LIST_PAGE_SIZE,
  };
}

export function useCustomerDetail(code: string | undefined, saleUnit: string | undefined) {
  return useSWR<MerchantCustomerAnswer, Error>(
    code && saleUnit ? ['merchant-customer', code, saleUnit] : null,
    async () =>
      unwrap(
        await merchantApi.get(
          buildPath('customerDetail', { code: code ?? '', saleUnit: saleUnit ?? '' }),
          {
            schema: MerchantCustomerAnswerSchema,
            quiet: true,
          },
        ),
      ),
    swrDefaults,
  );
}

/** The customer's addresses (the S and B defaults are made by the call when only C exists). */
export function useCustomerAddresses(code: string | null) {
  return useSWR(
    code ? ['merchant-customer-addresses', code] : null,
    async () =>
      unwrap(
        await merchantApi.post(
          CALL_PATHS.deliveryAddressList,
          { CustomerCode: code },
          { schema: DeliveryAddressListAnswerSchema, quiet: true },
        ),
      ).data,
    swrDefaults,
  );
}

export function useCustomerCoupons(code: string | null, saleUnit: string | null) {
  return useSWR(
    code && saleUnit ? ['merchant-customer-coupons', code, saleUnit] : null,
    async () =>
      unwrap(
        await merchantApi.post(
          CALL_PATHS.customerCoupons,
          {
            customerCode: code,
            saleUnit,
            onlyActivePromotion: true,
            onlyUnusedCoupon: true,
            notGroupByPromotionId: true,
          },
          { schema: CustomerCouponsAnswerSchema, quiet: true },
        ),
      ).coupons,
    swrDefaults,
  );
}

export function usePhotoGroups(saleUnit: string | null, customerType: string | null) {
  return useSWR(
    saleUnit ? ['merchant-photo-groups', saleUnit, customerType ?? ''] : null,
    async () =>
      unwrap(
        await merchantApi.get(CALL_PATHS.photoGroups, {
          query: { saleUnit, customerType: customerType ?? undefined },
          schema: PhotoGroupAnswerSchema,
          quiet: true,
        }),
      ),
    swrDefaults,
  );
}

/** The customer's photos of the filter, 24 a page. */
export function useCustomerPhotos(code: string, saleUnit: string, filter: PhotoFilter) {
  const key = JSON.stringify(filter);
  const pages = useSWRInfinite<CustomerPhoto[], Error>(
    (index, previous: CustomerPhoto[] | null) =>
      previous && previous.length < CUSTOMER_PHOTO_PAGE_SIZE
        ? null
        : ['merchant-customer-photos', code, saleUnit, key, index],
    async ([, , , , index]: [string, string, string, string, number]) =>
      unwrap(
        await merchantApi.get(CALL_PATHS.customerFiles, {
          query: {
            CustomerCode: code,
            saleUnit,
            ...photoQuery(filter),
            skip: index * CUSTOMER_PHOTO_PAGE_SIZE,
            take: CUSTOMER_PHOTO_PAGE_SIZE,
          },
          schema: CustomerFileAnswerSchema,
          quiet: true,
        }),
      ),
    swrDefaults,
  );
  const photos = pages.data?.flat() ?? [];
  const last = pages.data?.at(-1);
  return {
    ...pages,
    photos,
    hasMore: last !== undefined && last.length === CUSTOMER_PHOTO_PAGE_SIZE,
  };
}

/** Uploads one photo into a group; the failure is toasted by the client. */
export function uploadCustomerPhoto(
  photo: Blob,
  fields: { code: string; saleUnit: string; group: string },
) {
  const form = new FormData();
  form.append('CustomerCode', fields.code);
  form.append('saleUnit', fields.saleUnit);
  form.append('photoGroupCode', fields.group);
  form.append('file', photo, 'photo.jpg');
  return merchantApi.post(CALL_PATHS.customerFileUpload, form, {
    schema: CALLS.customerFileUpload.answer,
  });
}

/** The merchant admin's answer to a waiting customer; a refusal is toasted by the client. */
export function answerApproval(code: string, saleUnit: string, approve: boolean) {
  return merchantApi.post(
    buildPath('customerApprove', { code, saleUnit }),
    { Approve: approve },
    { schema: MerchantCustomerAnswerSchema },
  );
}

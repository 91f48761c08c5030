// The merchant product calls of the contract, through the merchant mount (the bff adds the staff
// token). Every call names the center the staff member has selected.
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  AdvancePriceByProductAnswerSchema,
  AdvancePriceSaveAnswerSchema,
  CALL_PATHS,
  CALLS,
  HierarchyAllAnswerSchema,
  MaterialTypesAnswerSchema,
  MerchantProductItemsAnswerSchema,
  PRODUCT_PAGE_SIZE,
  ProductActiveAnswerSchema,
  ProductSaveAnswerSchema,
  buildPath,
  type AdvancePriceSaveBody,
  type Product,
  type ProductSaveBodyInput,
} from '@eorder/shared';
import { merchantApi } from '@/lib/api';
import { swrDefaults } from '@/lib/swr';

async function items(body: Record<string, unknown>, quiet = false): Promise<Product[]> {
  const result = await merchantApi.post(CALL_PATHS.merchantProductItems, body, {
    schema: MerchantProductItemsAnswerSchema,
    quiet,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.data;
}

/** The center's products, 12 a page, searched by text ("load more"). */
export function useMerchantProducts(saleUnit: string | null, searchText: string) {
  const pages = useSWRInfinite<Product[], Error>(
    (index, previous: Product[] | null) =>
      !saleUnit || (previous && previous.length < PRODUCT_PAGE_SIZE)
        ? null
        : ['merchant-products', saleUnit, searchText, index * PRODUCT_PAGE_SIZE],
    ([, unit, text, skip]: [string, string, string, number]) =>
      items({ saleUnit: unit, SearchText: text || null, skip, take: PRODUCT_PAGE_SIZE }),
    { ...swrDefaults, revalidateFirstPage: false },
  );
  const products = pages.data?.flat() ?? [];
  const last = pages.data?.[pages.data.length - 1];
  return { ...pages, products, hasMore: !!last && last.length === PRODUCT_PAGE_SIZE };
}

/**
 * Products with this barcode (take 10, as a scan asks): an empty list when none has it; throws when
 * the lookup itself failed. Quiet: the scan dialog says so in place, with a retry.
 */
export const findByBarcode = (saleUnit: string, barcode: string) =>
  items({ saleUnit, barcode, skip: 0, take: 10 }, true);

/** One product of the center by code (take 1); null when the center has none of that code. */
export function useMerchantProduct(saleUnit: string | null, code: string | null) {
  return useSWR<Product | null, Error>(
    saleUnit && code ? ['merchant-product', saleUnit, code] : null,
    async ([, unit, productCode]: [string, string, string]) =>
      (await items({ saleUnit: unit, productCode, skip: 0, take: 1 }))[0] ?? null,
    swrDefaults,
  );
}

/** Flips the Disable flag; answers the new flag, or null when the call failed. */
export async function toggleActive(code: string, saleUnit: string): Promise<boolean | null> {
  const result = await merchantApi.get(buildPath('productToggleActive', { id: code, dc: saleUnit }), {
    schema: ProductActiveAnswerSchema,
  });
  return result.ok ? result.data.Disable : null;
}

export async function saveProduct(body: ProductSaveBodyInput): Promise<Product | null> {
  const result = await merchantApi.post(CALL_PATHS.productSave, body, { schema: ProductSaveAnswerSchema });
  return result.ok ? result.data : null;
}

/** Uploads one picture; answers its address, or null ('Upload image failed'). */
export async function uploadProductImage(file: Blob, saleUnit: string, code: string): Promise<string | null> {
  const form = new FormData();
  form.append('saleUnit', saleUnit);
  form.append('P_Code', code);
  form.append('file', file, 'product.jpg');
  const result = await merchantApi.post(CALL_PATHS.productImageUpload, form, {
    schema: CALLS.productImageUpload.answer,
    quiet: true,
  });
  return result.ok ? result.data.Data : null;
}

export function useMaterialTypes() {
  return useSWR(
    ['merchant-material-types'],
    async () => {
      const result = await merchantApi.get(CALL_PATHS.materialTypes, { schema: MaterialTypesAnswerSchema });
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    swrDefaults,
  );
}

export function useCategoryTree() {
  return useSWR(
    ['merchant-category-tree'],
    async () => {
      const result = await merchantApi.post(CALL_PATHS.hierarchyAll, { withPic: false }, { schema: HierarchyAllAnswerSchema });
      if (!result.ok) throw new Error(result.error.message);
      return result.data.data[0]?.data[0] ?? null;
    },
    swrDefaults,
  );
}

export function useAdvancePrices(saleUnit: string | null, code: string | null) {
  return useSWR(
    saleUnit && code ? ['merchant-advance-prices', saleUnit, code] : null,
    async ([, unit, productCode]: [string, string, string]) => {
      const result = await merchantApi.post(
        CALL_PATHS.advancePriceByProduct,
        { P_Code: productCode, SaleUnit: unit },
        { schema: AdvancePriceByProductAnswerSchema },
      );
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
    swrDefaults,
  );
}

export async function saveAdvancePrice(body: Partial<AdvancePriceSaveBody> & Pick<AdvancePriceSaveBody, 'P_Code' | 'SaleUnit' | 'DateStart' | 'DateEnd'>) {
  const result = await merchantApi.post(CALL_PATHS.advancePriceSave, body, { schema: AdvancePriceSaveAnswerSchema });
  return result.ok ? result.data : null;
}

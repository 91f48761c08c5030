// A customer's calls through the bff from outside the page (as another device would make them):
// signed in, with a product in stock to order.
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { XHR_HEADERS } from '../fixtures';
import type { StackInfo } from './stack-info';

export interface ShopProduct {
  P_Code: string;
  PriceInVat1?: number | null;
  Stock?: { StockAvailable?: number | null } | null;
}

export async function customerCalls(stack: StackInfo, account: { username: string; password: string }) {
  const http: APIRequestContext = await playwrightRequest.newContext({ baseURL: stack.baseUrl });
  const post = async <T>(path: string, data: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const response = await http.post(`${stack.baseUrl}api/customer/${path}`, {
      data,
      headers: { ...XHR_HEADERS, Origin: new URL(stack.baseUrl).origin, ...headers },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  await post('authen/customer/login', { Username: account.username, Password: account.password });
  const products = await post<ShopProduct[]>('api/products/items', { Take: 48, Point: false });
  const product = products.find((p) => (p.Stock?.StockAvailable ?? 0) >= 5 && (p.PriceInVat1 ?? 0) > 0);
  expect(product, 'a product in stock').toBeTruthy();
  return { post, product: product as ShopProduct, dispose: () => http.dispose() };
}

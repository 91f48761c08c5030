// A product shared in LINE: a Flex message with its picture, name and price, and a button to the
// product's permanent link (the customer LIFF app where there is one, else the site).
import { getRuntimeConfig } from '@/lib/config';
import { getBasePath } from '@/lib/navigation';

export interface SharedProduct {
  code: string;
  name: string;
  /** Absolute or site-relative; LINE shows only https pictures. */
  imageUrl?: string | null;
  /** Already formatted ('฿120.00 / กล่อง'); left out when prices are hidden. */
  priceText?: string | null;
  /** The center the link opens the product in. */
  saleUnit?: string | null;
}

/** The product's permanent link. */
export function productLink(
  product: Pick<SharedProduct, 'code' | 'saleUnit'>,
  origin = window.location.origin,
): string {
  const path = `product/${encodeURIComponent(product.code)}`;
  const query = product.saleUnit ? `?cid=${encodeURIComponent(product.saleUnit)}` : '';
  const liffId = getRuntimeConfig().liff.customer;
  if (liffId) return `https://liff.line.me/${liffId}/${path}${query}`;
  return new URL(`${getBasePath()}${path}${query}`, origin).toString();
}

function httpsUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(url, origin);
    return absolute.protocol === 'https:' ? absolute.toString() : null;
  } catch {
    return null;
  }
}

export function productFlexMessage(
  product: SharedProduct,
  labels: { view: string },
  origin = window.location.origin,
): Record<string, unknown> {
  const link = productLink(product, origin);
  const image = httpsUrl(product.imageUrl, origin);
  const body: Record<string, unknown>[] = [
    { type: 'text', text: product.name, weight: 'bold', size: 'md', wrap: true, maxLines: 3 },
  ];
  if (product.priceText)
    body.push({
      type: 'text',
      text: product.priceText,
      size: 'lg',
      color: '#e4393c',
      weight: 'bold',
    });
  const bubble: Record<string, unknown> = {
    type: 'bubble',
    body: { type: 'box', layout: 'vertical', spacing: 'sm', contents: body },
    footer: {
      type: 'box',
      layout: 'vertical',
      contents: [
        {
          type: 'button',
          style: 'primary',
          height: 'sm',
          action: { type: 'uri', label: labels.view.slice(0, 20), uri: link },
        },
      ],
    },
  };
  if (image) {
    bubble.hero = {
      type: 'image',
      url: image,
      size: 'full',
      aspectRatio: '1:1',
      aspectMode: 'cover',
      action: { type: 'uri', uri: link },
    };
  }
  return { type: 'flex', altText: product.name.slice(0, 400), contents: bubble };
}

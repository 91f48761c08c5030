// What the bff remembers of a LINE session in the readable `line_session` cookie: the area it came
// from and the center a rich menu bound it to (`customer:DC02`). The web reads it at start-up, so a
// reload keeps fromLine and fromRichMenuActiveDc.
import { readCookie } from '@/lib/cookies';

export interface LineOrigin {
  area: 'customer' | 'merchant' | 'gateway';
  boundSaleUnit: string | null;
}

export function parseLineOrigin(value: string | undefined | null): LineOrigin | null {
  if (!value) return null;
  const [area, saleUnit] = value.split(':', 2);
  if (area !== 'customer' && area !== 'merchant' && area !== 'gateway') return null;
  return {
    area,
    boundSaleUnit: saleUnit && /^[A-Za-z0-9_-]{1,20}$/.test(saleUnit) ? saleUnit : null,
  };
}

/** The LINE origin of the current session, from its cookie. */
export function readLineOrigin(): LineOrigin | null {
  return parseLineOrigin(readCookie('line_session'));
}

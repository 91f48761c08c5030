// What the bff remembers of a LINE session in the readable `line_session` cookie: the area it came
// from and the center a rich menu bound it to (`customer:DC02`). The web reads it at start-up, so a
// reload keeps fromLine and fromRichMenuActiveDc.
import { parseLineSession, type LineSessionOrigin } from '@eorder/shared';
import { readCookie } from '@/lib/cookies';

export type LineOrigin = LineSessionOrigin;

export const parseLineOrigin = parseLineSession;

/** The LINE origin of the current session, from its cookie. */
export function readLineOrigin(): LineOrigin | null {
  return parseLineOrigin(readCookie('line_session'));
}

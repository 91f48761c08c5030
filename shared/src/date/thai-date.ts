// Dates as Thai readers write them: Thai month names and the Buddhist-era year (543 years ahead of
// the common era), in Bangkok time. Apart from bangkok-date.ts so that only its users carry the
// Thai locale and the buddhistEra plugin.
import th from 'dayjs/locale/th.js';
import buddhistEra from 'dayjs/plugin/buddhistEra.js';
import dayjs from 'dayjs';
import { bangkokWallTime } from './bangkok-date.js';

dayjs.extend(buddhistEra);

/** An instant in Bangkok time, in Thai: formatThai(at, 'D MMM BBBB HH:mm') is '1 พ.ค. 2567 22:00'. */
export const formatThai = (instant: Date | number, format: string): string =>
  bangkokWallTime(instant).locale(th).format(format);

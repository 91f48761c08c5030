import { CUSTOMER_PHOTO_WINDOW_DAYS } from '../constants.js';
import { addDays, bangkokDateKey, type DateKey } from '../date/bangkok-date.js';

/**
 * The photo window used when no month is chosen: from 30 days before today to 30 days after,
 * as YYYYMMDD (Bangkok dates).
 */
export function customerPhotoWindow(now: Date | number = Date.now()): {
  fromDate: DateKey;
  toDate: DateKey;
} {
  const today = bangkokDateKey(now);
  return {
    fromDate: addDays(today, -CUSTOMER_PHOTO_WINDOW_DAYS),
    toDate: addDays(today, CUSTOMER_PHOTO_WINDOW_DAYS),
  };
}

import { DEFAULT_PROMOTION_PERIOD_DAYS } from '../constants.js';
import { addDays, bangkokDateKey, formatDateKey } from '../date/bangkok-date.js';

/**
 * The period a new promotion starts with: from today to seven days later (today + 7, both
 * dates included), written DD/MM/YYYY as the wizard shows them. "Today" is Bangkok's date.
 */
export function defaultPromotionPeriod(now: Date | number = Date.now()): {
  DateBegin: string;
  DateEnd: string;
} {
  const today = bangkokDateKey(now);
  return {
    DateBegin: formatDateKey(today, 'DD/MM/YYYY'),
    DateEnd: formatDateKey(addDays(today, DEFAULT_PROMOTION_PERIOD_DAYS), 'DD/MM/YYYY'),
  };
}

/**
 * Constants of the specification, in one place. Durations are in milliseconds unless the name
 * says otherwise.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

// Locale and money
export const DEFAULT_LOCALE_CODE = 'th';
export const FALLBACK_LOCALE_CODE = 'en';
export const CURRENCY = 'THB';
/** The English version of every route is under this prefix; Thai is at the root. */
export const ENGLISH_PATH_PREFIX = '/en';

// Cookies and sessions
export const DEFAULT_COOKIE_PREFIX = 'dsg_';
/** Cookies, locale and auth cookies last one year. */
export const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const COOKIE_MAX_AGE_MS = COOKIE_MAX_AGE_SECONDS * SECOND;
/** The consent cookie value meaning "accepted"; the dialog opens on any other value. */
export const COOKIES_CONSENT_ACCEPTED = 'Y';
/** Role and customer code of a guest. */
export const GUEST_ROLE = 'GUEST';
export const GUEST_CUSTOMER_CODE = 'GUEST';
/** The merchant admin's role code: defines surveys, refreshes the web configuration. */
export const MERCHANT_ADMIN_ROLE_CODE = '1';
/** Salesperson role codes. */
export const SALEMAN_ROLE_CODES = [3, 4, 5, 8] as const;
/** Salesperson roles that order only for the clients assigned to them (field, telephone). */
export const SALEMAN_OWN_CLIENTS_ROLE_CODES = [3, 8] as const;
/** The header whose value marks an expired token. */
export const TOKEN_EXPIRED_MARKER = 'The token expired';
export const TOKEN_INVALID_MARKER = 'The token is invalid';
/** Header carried by every non-GET call through the bff (CSRF). */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';
/** Header of the order place call that makes a retry return the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

// Cart and order lines
/** The largest quantity a cart or order line takes per unit level. */
export const MAX_LINE_QTY = 99_999;

/** A quantity as a line keeps it: a whole number from 0 to MAX_LINE_QTY (anything else is 0). */
export const clampLineQty = (value: number): number =>
  Math.min(MAX_LINE_QTY, Math.max(0, Math.floor(Number.isFinite(value) ? value : 0)));

// Page sizes
export const PRODUCT_PAGE_SIZE = 12;
/**
 * The cards of a phone's first row of the product list: their pictures are the largest paint of
 * `/product`, asked for first (the web when the list arrives, the bff in a first visit's page).
 */
export const FIRST_ROW_CARDS = 2;
/** Load-more starts at the second page. */
export const PRODUCT_LOAD_MORE_INITIAL_SKIP = 12;
export const PRODUCT_SCAN_PAGE_SIZE = 10;
export const PRODUCT_DETAIL_PAGE_SIZE = 1;
export const PROMOTION_PRODUCTS_TAKE = 12;
export const PROMOTION_LIST_PAGE_SIZE = 12;
export const PROMOTION_PRODUCT_POPUP_PAGE_SIZE = 12;
export const PROMOTION_CUSTOMER_POPUP_PAGE_SIZE = 48;
export const DRAWER_GROUPS_TAKE = 36;
export const CENTER_PICKER_PAGE_SIZE = 12;
export const CENTER_REGISTRATION_PAGE_SIZE = 72;
export const CUSTOMER_LIST_PAGE_SIZE = 12;
export const CUSTOMER_PHOTO_PAGE_SIZE = 24;
export const AUTOCOMPLETE_TAKE = 10;
export const CHAT_PAGE_SIZE = 15;
/** Order history and merchant order list (not given by the specification; same as products). */
export const ORDER_LIST_PAGE_SIZE = 12;

// Caches
export const BANNER_CACHE_MS = 15 * MINUTE;
export const PROMOTION_PRODUCTS_CACHE_MS = 5 * MINUTE;
export const HOME_CACHE_MS = 3 * MINUTE;

// Timing
export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const AUTOCOMPLETE_CLOSE_DELAY_MS = 200;
export const CENTER_SEARCH_DEBOUNCE_MS = 500;
export const TOAST_DEFAULT_MS = 2 * SECOND;
export const TOAST_API_ERROR_MS = 30 * SECOND;
export const TOAST_ADD_TO_CART_MS = 1 * SECOND;
/** After a script chunk fails to load the page reloads once, not more often than this. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60 * SECOND;

// Layout
export const PRIMARY_COLOR = '#265DA8';
export const SECONDARY_COLOR = '#F0D061';
export const MOBILE_HEADER_HEIGHT_PX = 56;
export const DIALOG_WIDTH_PX = 400;
export const AUTOCOMPLETE_MAX_HEIGHT_PX = 300;
export const MERCHANT_CENTER_LIST_MAX_HEIGHT_PX = 300;
export const SIDE_MENU_CATEGORY_LEVEL_DEFAULT = 1;
/** Phone and desktop sizes the product is checked at. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

// Maps and distance
export const EARTH_RADIUS_KM = 6371;
export const MAP_DEFAULT_CENTER = { lat: 13.7563309, lng: 100.5017651 } as const;
export const MAP_DEFAULT_ZOOM = 12;

// Catalogue
export const MAX_PRODUCT_UNITS = 3;
export const MAX_PRODUCT_IMAGES = 5;
export const PRICE_LEVELS = 5;
export const ADVANCE_PRICE_LEVELS = 5;
/** Unit 1 rate when not given. */
export const DEFAULT_UNIT1_RATE = 1;
/** Price type when not given: '2', price excludes tax. */
export const DEFAULT_PRICE_TYPE = '2';
/** Material types never offered as a choice in the product form. */
export const EXCLUDED_MATERIAL_TYPES = ['DeliveryFee', 'Point', 'GivePoint'] as const;
/** Display-group types of the home page and the drawer. */
export const DISPLAY_GROUP_TYPES = ['EORDER_HOME_PAGE', 'EORDER_LAYOUT_DRAWER'] as const;
/** Content codes of the news page. */
export const NEWS_PAGE_CODES = ['HOWTO_001', 'FAQ_001', 'CONTACT_001'] as const;
/** Banner query of the home page. */
export const BANNER_NEWS_TYPE = 'B';

// Promotions and merchant screens
export const DEFAULT_PROMOTION_PERIOD_DAYS = 7;
export const PROMOTION_DATE_FORMAT = 'DD/MM/YYYY';
/** Compact dates of the wire: promotions (DateBeginT), announcement window, photo window. */
export const COMPACT_DATE_FORMAT = 'YYYYMMDD';
/** Customer photos without a month filter: this many days before and after today. */
export const CUSTOMER_PHOTO_WINDOW_DAYS = 30;
export const HOME_REPORT_DEFAULT_RANGE = 'month';
export const ORDER_LIST_DEFAULT_TAB = 'All';
/** Years offered by year pickers: from now to this many years ahead. */
export const YEAR_PICKER_YEARS_AHEAD = 3;
/** Every weekday, sent when a promotion has no weekday condition (1 Monday ... 7 Sunday). */
export const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

// Van planning
export const VAN_PLAN_HORIZON_DAYS = 3;
export const VAN_PLAN_HORIZON_MS = VAN_PLAN_HORIZON_DAYS * DAY;

// Chat
/** Chat message timestamps on the wire. */
export const CHAT_CREATED_AT_FORMAT = 'YYYYMMDDHHmmss';
export const CHAT_MESSAGE_TYPES = ['text', 'photo'] as const;

// Uploads (not given by the specification: a phone photo fits, a video does not)
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

// One-time codes (not given by the specification; common practice for SMS codes)
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
/**
 * A new password's least length (registration, reset, change). Signing in asks only that a password
 * was typed, so an account whose password was set under an older rule still signs in.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

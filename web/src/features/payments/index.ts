// The payments feature's public face for other pages: where an order's payment is made.
export { methodPage, statusPage, type OrderRefQuery } from './lib/links';

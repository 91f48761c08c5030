// The content feature's public face for other pages and dialogs: rich text from the ordering API
// (cleaned again here), the cookie policy, and the sanitiser. It loads zod: import it from lazy
// modules only. The router takes `./routes`.
export { RichText } from './components/rich-text';
export { CookiePolicyText, CookiePolicyView } from './components/cookie-policy';
export { sanitizeHtml, htmlToText } from './lib/sanitize-html';

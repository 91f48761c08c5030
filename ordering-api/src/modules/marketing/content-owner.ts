// Whose a content page is (decision 036): the company's pages show in every center, a center's
// only in that center; the legal pages below are the company's alone.

/** Pages of this kind are the company's only. */
export const COMPANY_CONTENT_KIND = 'POLICY';

/** The cookie policy, shown in the consent dialog. */
export const COOKIES_POLICY_CODE = 'COOKIES_POLICY';

/** Codes (upper case) of the pages only the company writes: the legal pages and the release notes. */
export const COMPANY_CONTENT_CODES = [
  COOKIES_POLICY_CODE,
  'PDPA_POLICY',
  'PDPA',
  'PRIVACY_POLICY',
  'RELEASE_NOTES',
] as const;

/** Is this page the company's alone, so a center may not have its own version of it? */
export function isCompanyOnlyContent(page: {
  code: string | null | undefined;
  kind: string;
}): boolean {
  return (
    page.kind.trim().toUpperCase() === COMPANY_CONTENT_KIND ||
    (COMPANY_CONTENT_CODES as readonly string[]).includes((page.code ?? '').trim().toUpperCase())
  );
}

/**
 * Staff roles that write the company's pages. None yet: a center's merchant admin must not write
 * what every center shows; the company's admin role comes with the back office's configuration page.
 */
export const COMPANY_CONTENT_EDITOR_ROLES: readonly string[] = [];

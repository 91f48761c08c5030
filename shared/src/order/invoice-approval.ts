/**
 * The company whose riders approve invoices at delivery (the rider's Invoice Approve tab). A module
 * of its own: the web's start-up asks it, and needs none of the status labels (ADR 098).
 */
export const INVOICE_APPROVAL_COMPANY = 'SINGHAONLINE';
export const usesInvoiceApproval = (companyCode: string): boolean =>
  companyCode.toUpperCase() === INVOICE_APPROVAL_COMPANY;

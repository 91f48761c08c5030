/** What agent verification needs of a customer. */
export interface AgentCandidate {
  AccountCode?: string | null;
  TAXNO?: string | null;
  ShopPhotoImage?: string | null;
  PicFileName?: string | null;
  PersonType?: number | string | null;
}

const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';

/**
 * A verified agent has an account code, a tax number, a shop photo and a picture file name, and
 * is a juristic person (PersonType 1, as a number or a string).
 */
export function isVerifiedAgent(customer: AgentCandidate | null | undefined): boolean {
  if (!customer) return false;
  return (
    filled(customer.AccountCode) &&
    filled(customer.TAXNO) &&
    filled(customer.ShopPhotoImage) &&
    filled(customer.PicFileName) &&
    Number(customer.PersonType) === 1
  );
}

/**
 * Is the agent button shown? Only where the agent feature is enabled, never to a salesperson
 * acting for a customer, and then to someone signed in as an agent, or to a verified agent who is
 * not in points mode.
 */
export function showAgentButton(input: {
  agentFeatureEnabled: boolean;
  signedInAsAgent: boolean;
  verifiedAgent: boolean;
  pointMode: boolean;
  salemanActing: boolean;
}): boolean {
  if (!input.agentFeatureEnabled || input.salemanActing) return false;
  return input.signedInAsAgent || (input.verifiedAgent && !input.pointMode);
}

import { describe, expect, it } from 'vitest';
import { isVerifiedAgent, showAgentButton } from './agent-verification.js';

const verified = {
  AccountCode: 'AC-001',
  TAXNO: '0105551234567',
  ShopPhotoImage: 'shop.jpg',
  PicFileName: 'pic.jpg',
  PersonType: 1,
};

describe('isVerifiedAgent', () => {
  it('needs all four documents and PersonType 1', () => {
    expect(isVerifiedAgent(verified)).toBe(true);
    expect(isVerifiedAgent({ ...verified, PersonType: '1' })).toBe(true);
  });
  it('fails when anything is missing or PersonType is not 1', () => {
    expect(isVerifiedAgent({ ...verified, AccountCode: '' })).toBe(false);
    expect(isVerifiedAgent({ ...verified, TAXNO: null })).toBe(false);
    expect(isVerifiedAgent({ ...verified, ShopPhotoImage: '  ' })).toBe(false);
    expect(isVerifiedAgent({ ...verified, PicFileName: undefined })).toBe(false);
    expect(isVerifiedAgent({ ...verified, PersonType: 2 })).toBe(false);
    expect(isVerifiedAgent({ ...verified, PersonType: null })).toBe(false);
    expect(isVerifiedAgent(null)).toBe(false);
  });
});

describe('showAgentButton', () => {
  const base = {
    agentFeatureEnabled: true,
    signedInAsAgent: false,
    verifiedAgent: false,
    pointMode: false,
    salemanActing: false,
  };
  it('shows for a signed-in agent, or a verified agent outside points mode', () => {
    expect(showAgentButton({ ...base, signedInAsAgent: true })).toBe(true);
    expect(showAgentButton({ ...base, signedInAsAgent: true, pointMode: true })).toBe(true);
    expect(showAgentButton({ ...base, verifiedAgent: true })).toBe(true);
    expect(showAgentButton({ ...base, verifiedAgent: true, pointMode: true })).toBe(false);
    expect(showAgentButton(base)).toBe(false);
  });
  it('hides when the feature is off or a salesperson acts for the customer', () => {
    expect(showAgentButton({ ...base, signedInAsAgent: true, agentFeatureEnabled: false })).toBe(
      false,
    );
    expect(showAgentButton({ ...base, signedInAsAgent: true, salemanActing: true })).toBe(false);
  });
});

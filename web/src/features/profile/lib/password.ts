// The change-password rules are shared with the merchant's profile: see lib/password.
export * from '@/lib/password';

// The picture check is shared with the merchant's registration: see lib/image-check.
export * from '@/lib/image-check';

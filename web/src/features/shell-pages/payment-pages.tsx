// Payment pages (specification part 3), built by the payments feature.
export { pages } from '@/features/payments/routes';

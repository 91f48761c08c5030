// Rider pages (specification part 3): built by the rider feature.
export { pages } from '@/features/rider/routes';

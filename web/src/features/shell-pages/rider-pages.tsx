// Rider pages (specification part 3): built by the rider feature, one chunk per page.
export { pageLoaders } from '@/features/rider/routes';

// The address masters are shared with the merchant's registration: see lib/provinces.
export { getProvinces, useProvinces } from '@/lib/provinces';

// The rider's routes: registered by the router the first time a path of the area is opened. The
// rider feature's page list comes with them (it starts the queue of delivery steps); each page is
// a chunk of its own, loaded when it is opened.
import type { PathName } from '@/config/paths';
import { authRoutes } from '@/features/auth';
import { pageLoaders } from '@/features/shell-pages/rider-pages';
import { featurePage, NONE, RIDER, route, routes, type PageLoader } from '../../route-spec';

const riderPage =
  (name: PathName): PageLoader =>
  () => {
    const load = pageLoaders[name];
    return load ? load() : Promise.reject(new Error(`No page for route ${name}`));
  };

export const specs = [
  route('riderLogin', 'minimal', NONE, featurePage(authRoutes.riderLogin)),
  route('riderVerifyOtp', 'minimal', NONE, featurePage(authRoutes.riderVerifyOtp)),
  ...routes('rider', RIDER, riderPage, [
    'rider',
    'riderHistory',
    'riderProfile',
    'riderSingha',
    'riderDetail',
    'riderDetailSingha',
  ]),
];

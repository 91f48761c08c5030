// A merchant customer page's data (the customer of the route) and its ways to the photos: the
// album and the camera. The detail and photo pages both use it.
import { useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { useCustomerPage } from '../components/use-customer-page';

export function useCustomerDetailPage() {
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const page = useCustomerPage();
  const params = { code: page.code, saleunit: page.saleUnit };
  return {
    ...page,
    openPhotos: () => void navigate(localePath(paths.merchantCustomerPhoto.href(params))),
    openCapture: () => void navigate(localePath(paths.merchantCustomerPhotoCapture.href(params))),
  };
}

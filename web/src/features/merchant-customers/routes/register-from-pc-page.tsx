// /manage/registerfrompc/{dist}/{salecode}: a salesperson registers a new customer for the center
// from the back office: the customer registration form with the center and the salesperson's code
// (decision 075). The center defaults to the one chosen in the back office.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { registerQuery } from '../lib/register-link';
import '../i18n';

export function RegisterFromPcPage() {
  const { t } = useTranslation('merchantCustomers');
  const { dist, salecode } = useParams();
  const staff = useSession().staff;
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const query = registerQuery({
    dist,
    salecode,
    selectedDist: staff?.selectedDist,
    user: staff?.user,
  });
  const target = localePath(paths.register.href(undefined, query));

  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return <p>{t('registerFromPc')}</p>;
}

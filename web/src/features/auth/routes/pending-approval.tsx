// /pendingApproval: a new customer whose registration awaits approval (pending-approval setting Y).
// They can check again (the profile is read anew) or log out.
import { Button, Space } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router-dom';
import { paths, useLocalePath } from '@/config/paths';
import { showToast } from '@/lib/toast';
import { getCustomerProfile } from '../api/get-customer-profile';
import { AuthPage } from '../components/auth-page';
import { useSession } from '@/lib/session';
import '../i18n';
import { logoutCustomer } from '../stores/logout';
import { isPendingApprovalUser, setCustomer } from '@/lib/session';

export function PendingApprovalPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const session = useSession();
  const [checking, setChecking] = useState(false);

  const check = async () => {
    setChecking(true);
    const profile = await getCustomerProfile();
    setChecking(false);
    if (!profile.ok) {
      showToast(t('errors:somethingWentWrong'), { kind: 'fail' });
      return;
    }
    setCustomer(profile.data);
    if (isPendingApprovalUser(profile.data)) showToast(t('pending.stillPending'));
    else void navigate(localePath(paths.home.href()), { replace: true });
  };

  return (
    <AuthPage title={t('pending.title')} intro={t('pending.message')} testId="pending-approval-page">
      <p style={{ padding: '0 16px' }}>{t('pending.hint')}</p>
      <Space direction="vertical" block style={{ padding: '0 16px', '--gap': '8px' }}>
        <Button block color="primary" size="large" loading={checking} onClick={() => void check()}>
          {t('pending.check')}
        </Button>
        {session.isAuthenticated ? (
          <Button block size="large" onClick={() => void logoutCustomer()}>
            {t('pending.logout')}
          </Button>
        ) : null}
      </Space>
    </AuthPage>
  );
}

export default PendingApprovalPage;
export { PendingApprovalPage as Component };

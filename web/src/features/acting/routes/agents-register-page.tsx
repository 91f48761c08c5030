// `/agents/register`: the agent registers a new client shop, then returns to the clients.
import { Form, Input, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormPage } from '@/components/form-page';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { refreshAgentLists, registerAgentClient } from '../api/acting-api';
import { clientFormProblem, type ClientForm } from '../lib/rules';
import styles from '../acting.module.css';

const LABELS: Record<keyof ClientForm, 'clientName' | 'mobileNo' | 'address'> = {
  CUSTOMERNAME: 'clientName',
  MobileNo: 'mobileNo',
  Address: 'address',
};

export function AgentsRegisterPage() {
  const { t } = useTranslation('acting');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [form, setForm] = useState<ClientForm>({ CUSTOMERNAME: '', MobileNo: '', Address: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof ClientForm) => (value: string) =>
    setForm((f) => ({ ...f, [field]: value }));

  const submit = async () => {
    const found = clientFormProblem(form);
    if (found) {
      setProblem(t(found.key, { field: t(LABELS[found.field]) }));
      return;
    }
    setProblem(null);
    setBusy(true);
    const result = await registerAgentClient({
      CUSTOMERNAME: form.CUSTOMERNAME.trim(),
      MobileNo: form.MobileNo.trim(),
      ...(form.Address.trim() ? { Address: form.Address.trim() } : {}),
    });
    setBusy(false);
    if (!result.ok) return;
    await refreshAgentLists();
    showToast(t('registered'), { kind: 'success' });
    void navigate(localePath(paths.agentsCustomers.href()));
  };

  return (
    <FormPage
      className={styles.page}
      problemClassName={styles.muted}
      testId="agents-register"
      title={t('registerClient')}
      saveLabel={t('save')}
      busy={busy}
      onSubmit={() => void submit()}
      problem={problem}
    >
      <Form.Item label={t('clientName')}>
        <Input
          aria-label={t('clientName')}
          value={form.CUSTOMERNAME}
          onChange={set('CUSTOMERNAME')}
          maxLength={150}
        />
      </Form.Item>
      <Form.Item label={t('mobileNo')}>
        <Input
          aria-label={t('mobileNo')}
          value={form.MobileNo}
          onChange={set('MobileNo')}
          inputMode="tel"
          maxLength={10}
        />
      </Form.Item>
      <Form.Item label={t('address')}>
        {/* antd-mobile's TextArea puts aria-label on its wrapper: the field itself is named by a label. */}
        <label htmlFor="agents-register-address" className="eo-visually-hidden">
          {t('address')}
        </label>
        <TextArea
          id="agents-register-address"
          value={form.Address}
          onChange={set('Address')}
          maxLength={300}
          autoSize
        />
      </Form.Item>
    </FormPage>
  );
}

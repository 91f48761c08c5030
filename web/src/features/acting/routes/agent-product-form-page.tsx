// `/agents/products/add/{code?}` and `/agents/products/edit/{id}`: one product the agent resells,
// with the agent's price and whether it is on sale.
import { Form, Input, Switch } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FormPage } from '@/components/form-page';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { refreshAgentLists, saveAgentProduct, useAgentProduct } from '../api/acting-api';
import { parsePrice } from '../lib/rules';
import styles from '../acting.module.css';

export function AgentProductFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation('acting');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { id: param } = useParams();
  const editId = mode === 'edit' && param && /^\d+$/.test(param) ? Number(param) : null;
  const existing = useAgentProduct(editId);
  const [code, setCode] = useState(mode === 'add' ? (param ?? '') : '');
  const [price, setPrice] = useState('');
  const [active, setActive] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!existing.data) return;
    setCode(existing.data.P_Code);
    setPrice(String(existing.data.Price));
    setActive(existing.data.Active);
  }, [existing.data]);

  const submit = async () => {
    const amount = parsePrice(price);
    if (code.trim() === '') return setProblem(t('required', { field: t('productCode') }));
    if (amount === null) return setProblem(t('required', { field: t('price') }));
    setProblem(null);
    setBusy(true);
    const result = await saveAgentProduct({
      ...(editId ? { Id: editId } : {}),
      P_Code: code.trim(),
      Price: amount,
      Active: active,
    });
    setBusy(false);
    if (!result.ok) return;
    await refreshAgentLists();
    showToast(t('saved'), { kind: 'success' });
    void navigate(localePath(paths.agentsProducts.href()));
  };

  return (
    <FormPage
      className={styles.page}
      problemClassName={styles.muted}
      testId="agent-product-form"
      title={mode === 'edit' ? t('editProduct') : t('addProduct')}
      saveLabel={t('save')}
      busy={busy}
      onSubmit={() => void submit()}
      problem={problem}
    >
      <Form.Item label={t('productCode')}>
        <Input aria-label={t('productCode')} value={code} onChange={setCode} maxLength={40} />
      </Form.Item>
      <Form.Item label={t('price')}>
        <Input aria-label={t('price')} value={price} onChange={setPrice} inputMode="decimal" />
      </Form.Item>
      <Form.Item label={t('active')} childElementPosition="right">
        <Switch checked={active} onChange={setActive} aria-label={t('active')} />
      </Form.Item>
    </FormPage>
  );
}

export const AgentProductAddPage = () => <AgentProductFormPage mode="add" />;
export const AgentProductEditPage = () => <AgentProductFormPage mode="edit" />;

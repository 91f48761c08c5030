// /merchant/promotion/{id|new}/detail: the wizard's last page, the calculation (discount in baht,
// in percent, or free items), its steps, the sale and free items, then Save.
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { PROMOTION_CALC_TYPES, type PromotionWizardPage } from '@eorder/shared';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { savePromotion, searchPromotionProducts } from '../api/promotions';
import { ChosenField } from '../components/chosen-field';
import { PromotionLines } from '../components/promotion-lines';
import { useWizardRoute, WizardFrame } from '../components/wizard-frame';
import { problemsOn, saveBodyOf, type PickedProduct } from '../lib/wizard';
import { closeWizard, setProblems, wizardStore } from '../stores/wizard-store';
import styles from '../components/promotions.module.css';
import '../i18n';

const productItem = (p: PickedProduct) => ({
  key: p.P_Code,
  label: p.PRODUCTNAME || p.P_Code,
  detail: [p.P_Code, p.UNITNAME].filter(Boolean).join(' · '),
});

export function PromotionStepDetailPage() {
  const { t } = useTranslation('merchantPromotions');
  const { t: tp } = useTranslation('pages');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { id, saleUnit } = useWizardRoute();
  const form = useSnapshot(wizardStore).form;
  const [busy, setBusy] = useState(false);
  const loadProducts = useCallback((text: string) => searchPromotionProducts(text, saleUnit), [saleUnit]);

  const go = (href: string) => {
    setProblems([]);
    void navigate(localePath(href));
  };
  const pageHref = (page: PromotionWizardPage) =>
    page === 'index'
      ? paths.merchantPromotionDetail.href({ id })
      : page === 'condition'
        ? paths.merchantPromotionCondition.href({ id })
        : paths.merchantPromotionStepDetail.href({ id });

  const save = async () => {
    // An earlier page with a problem is shown again with its messages.
    for (const page of ['index', 'condition'] as const) {
      const earlier = problemsOn(wizardStore.form, page);
      if (earlier.length > 0) {
        void navigate(localePath(pageHref(page)));
        setProblems(earlier);
        return;
      }
    }
    const problems = problemsOn(wizardStore.form, 'detail');
    setProblems(problems);
    if (problems.length > 0) return;
    setBusy(true);
    const result = await savePromotion(wizardStore.form.id, saveBodyOf(wizardStore.form, saleUnit));
    setBusy(false);
    if (!result.ok) {
      showToast(result.error.message || t('action.saveFailed'), { kind: 'fail' });
      return;
    }
    showToast(t('action.saved'), { kind: 'success' });
    closeWizard();
    void navigate(localePath(paths.merchantPromotion.href()));
  };

  const calcLabel = (calc: (typeof PROMOTION_CALC_TYPES)[number]) => t(`type.${calc}`);
  const free = form.calcType === 'FreeItem';

  return (
    <WizardFrame
      page="detail"
      title={tp('title.merchantPromotionStepDetail')}
      onBack={() => go(paths.merchantPromotionCondition.href({ id }))}
      onNext={() => void save()}
      nextLabel={t('action.save')}
      busy={busy}
    >
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t('field.calcType')}</legend>
        <div className={styles.chips} role="radiogroup" aria-label={t('field.calcType')}>
          {PROMOTION_CALC_TYPES.map((calc) => (
            <button
              key={calc}
              type="button"
              role="radio"
              aria-checked={form.calcType === calc}
              className={`${styles.chip} ${form.calcType === calc ? styles.chipActive : ''}`}
              onClick={() => (wizardStore.form.calcType = calc)}
            >
              {calcLabel(calc)}
            </button>
          ))}
        </div>
      </fieldset>
      <Checkbox checked={form.wholeBill} onChange={(on) => (wizardStore.form.wholeBill = on)}>
        {t('field.wholeBill')}
      </Checkbox>
      {form.calcType === 'DiscountValue' ? (
        <Checkbox checked={form.byUnit} onChange={(on) => (wizardStore.form.byUnit = on)}>
          {t('field.byUnit')}
        </Checkbox>
      ) : null}
      {!form.wholeBill ? (
        <ChosenField
          label={t('field.productsSale')}
          popupTitle={t('popup.products')}
          testId="promotion-products-sale"
          chosen={form.productsSale}
          toItem={productItem}
          load={loadProducts}
          onChange={(chosen) => (wizardStore.form.productsSale = chosen)}
        />
      ) : null}
      {free ? (
        <ChosenField
          label={t('field.productsFree')}
          popupTitle={t('popup.products')}
          testId="promotion-products-free"
          chosen={form.productsFree}
          toItem={productItem}
          load={loadProducts}
          onChange={(chosen) => (wizardStore.form.productsFree = chosen)}
        />
      ) : null}
      <PromotionLines />
    </WizardFrame>
  );
}

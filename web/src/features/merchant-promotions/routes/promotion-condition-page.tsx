// /merchant/promotion/{id|new}/condition: who the promotion is for (customers, customers left
// out, store types, customer types; each 'All' or chosen in a popup) and on which weekdays.
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { ALL_WEEKDAYS, type CodeDescription } from '@eorder/shared';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { searchPromotionCustomers, usePromotionMasterData } from '../api/promotions';
import { ChosenField } from '../components/chosen-field';
import { useWizardRoute, WizardFrame } from '../components/wizard-frame';
import { problemsOn, type PickedCode, type PickedCustomer } from '../lib/wizard';
import { setProblems, wizardStore } from '../stores/wizard-store';
import '../i18n';

const customerItem = (c: PickedCustomer) => ({ key: c.CUSTOMERCODE, label: c.CUSTOMERNAME || c.CUSTOMERCODE, detail: c.CUSTOMERCODE });
const codeItem = (c: PickedCode) => ({ key: c.Code, label: c.Description || c.Code });

/** A static list filtered by the popup's search text. */
const filterCodes = (list: readonly CodeDescription[] | undefined) => (text: string) =>
  Promise.resolve(
    (list ?? [])
      .filter((item) => `${item.Code} ${item.Description ?? ''}`.toLowerCase().includes(text.toLowerCase()))
      .map((item) => ({ Code: item.Code, Description: item.Description ?? null })),
  );

export function PromotionConditionPage() {
  const { t } = useTranslation('merchantPromotions');
  const { t: tp } = useTranslation('pages');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { id, saleUnit } = useWizardRoute();
  const form = useSnapshot(wizardStore).form;
  const master = usePromotionMasterData();
  const loadCustomers = useCallback((text: string) => searchPromotionCustomers(text, saleUnit), [saleUnit]);
  const loadStores = useCallback((text: string) => filterCodes(master.data?.StoreTypes)(text), [master.data]);
  const loadTypes = useCallback((text: string) => filterCodes(master.data?.CustomerTypes)(text), [master.data]);

  const go = (href: string) => {
    setProblems([]);
    void navigate(localePath(href));
  };
  const next = () => {
    const problems = problemsOn(wizardStore.form, 'condition');
    setProblems(problems);
    if (problems.length === 0) go(paths.merchantPromotionStepDetail.href({ id }));
  };

  return (
    <WizardFrame
      page="condition"
      title={tp('title.merchantPromotionCondition')}
      onBack={() => go(paths.merchantPromotionDetail.href({ id }))}
      onNext={next}
      nextLabel={t('action.next')}
    >
      <Checkbox checked={form.allCustomers} onChange={(on) => (wizardStore.form.allCustomers = on)}>
        {t('field.allCustomers')}
      </Checkbox>
      {!form.allCustomers ? (
        <ChosenField
          label={t('field.customers')}
          popupTitle={t('popup.customers')}
          testId="promotion-customers"
          chosen={form.customers}
          toItem={customerItem}
          load={loadCustomers}
          onChange={(chosen) => (wizardStore.form.customers = chosen)}
        />
      ) : null}
      <ChosenField
        label={t('field.customersNotIn')}
        popupTitle={t('popup.customersNotIn')}
        testId="promotion-customers-not-in"
        chosen={form.customersNotIn}
        toItem={customerItem}
        load={loadCustomers}
        onChange={(chosen) => (wizardStore.form.customersNotIn = chosen)}
      />
      <Checkbox checked={form.allStores} onChange={(on) => (wizardStore.form.allStores = on)}>
        {t('field.allStores')}
      </Checkbox>
      {!form.allStores ? (
        <ChosenField
          label={t('field.stores')}
          popupTitle={t('popup.stores')}
          testId="promotion-stores"
          chosen={form.stores}
          toItem={codeItem}
          load={loadStores}
          onChange={(chosen) => (wizardStore.form.stores = chosen)}
        />
      ) : null}
      <Checkbox checked={form.allCustomerTypes} onChange={(on) => (wizardStore.form.allCustomerTypes = on)}>
        {t('field.allCustomerTypes')}
      </Checkbox>
      {!form.allCustomerTypes ? (
        <ChosenField
          label={t('field.customerTypes')}
          popupTitle={t('popup.customerTypes')}
          testId="promotion-customer-types"
          chosen={form.customerTypes}
          toItem={codeItem}
          load={loadTypes}
          onChange={(chosen) => (wizardStore.form.customerTypes = chosen)}
        />
      ) : null}
      <Checkbox checked={form.weekdayCondition} onChange={(on) => (wizardStore.form.weekdayCondition = on)}>
        {t('field.weekdayCondition')}
      </Checkbox>
      {form.weekdayCondition ? (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{t('field.weekdays')}</legend>
          <Checkbox.Group
            value={[...form.weekdays]}
            onChange={(values) => (wizardStore.form.weekdays = values.map(Number).sort((a, b) => a - b))}
          >
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
              {ALL_WEEKDAYS.map((day) => (
                <Checkbox key={day} value={day}>
                  {t(`weekday.${day}`)}
                </Checkbox>
              ))}
            </div>
          </Checkbox.Group>
        </fieldset>
      ) : null}
    </WizardFrame>
  );
}

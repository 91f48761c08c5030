// /merchant/promotion/{id|new}: the wizard's first page, the promotion's name, remark, period and
// whether it is enabled. A new promotion runs seven days from today.
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { toDateKey } from '@eorder/shared';
import { paths, useLocalePath } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { TextField } from '../components/fields';
import { useWizardRoute, WizardFrame } from '../components/wizard-frame';
import { problemsOn } from '../lib/wizard';
import { setProblems, wizardStore } from '../stores/wizard-store';
import '../i18n';

/** Both dates readable (DD/MM/YYYY) and the end not before the start. */
export function periodIsValid(begin: string, end: string): boolean {
  const from = /^\d{2}\/\d{2}\/\d{4}$/.test(begin.trim()) ? toDateKey(begin) : null;
  const to = /^\d{2}\/\d{2}\/\d{4}$/.test(end.trim()) ? toDateKey(end) : null;
  return from !== null && to !== null && from <= to;
}

export function PromotionIndexPage() {
  const { t } = useTranslation('merchantPromotions');
  const { t: tp } = useTranslation('pages');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { id } = useWizardRoute();
  const form = useSnapshot(wizardStore).form;
  const [dateProblem, setDateProblem] = useState(false);

  const next = () => {
    const problems = problemsOn(wizardStore.form, 'index');
    const datesOk = periodIsValid(wizardStore.form.dateBegin, wizardStore.form.dateEnd);
    setProblems(problems);
    setDateProblem(!datesOk);
    if (problems.length === 0 && datesOk) void navigate(localePath(paths.merchantPromotionCondition.href({ id })));
  };

  return (
    <WizardFrame
      page="index"
      title={tp('title.merchantPromotionDetail')}
      onBack={() => void navigate(localePath(paths.merchantPromotion.href()))}
      onNext={next}
      nextLabel={t('action.next')}
      extraProblem={dateProblem ? t('field.dateInvalid') : null}
    >
      <TextField label={t('field.name')} value={form.name} onChange={(value) => (wizardStore.form.name = value)} maxLength={200} />
      <TextField label={t('field.shortName')} value={form.shortName} onChange={(value) => (wizardStore.form.shortName = value)} maxLength={100} />
      <TextField label={t('field.remark')} value={form.remark} onChange={(value) => (wizardStore.form.remark = value)} maxLength={2000} multiline />
      <div className={'eo-two-columns'} style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
        <TextField
          label={t('field.dateBegin')}
          value={form.dateBegin}
          placeholder={t('field.datePlaceholder')}
          inputMode="numeric"
          onChange={(value) => (wizardStore.form.dateBegin = value)}
          maxLength={10}
        />
        <TextField
          label={t('field.dateEnd')}
          value={form.dateEnd}
          placeholder={t('field.datePlaceholder')}
          inputMode="numeric"
          onChange={(value) => (wizardStore.form.dateEnd = value)}
          maxLength={10}
        />
      </div>
      <Checkbox checked={form.enabled} onChange={(on) => (wizardStore.form.enabled = on)}>
        {t('field.enabled')}
      </Checkbox>
    </WizardFrame>
  );
}

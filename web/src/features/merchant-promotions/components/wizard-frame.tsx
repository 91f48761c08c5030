// What the three pages of the wizard share: loading the promotion of the route into the store,
// the step bar, the page's validation messages and the Back / Next buttons.
import Button from 'antd-mobile/es/components/button';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { PromotionWizardPage } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { PageSkeleton } from '@/components/skeletons';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import { getPromotionDetail } from '../api/promotions';
import { problemsOn, type WizardForm } from '../lib/wizard';
import { NEW_PROMOTION, openWizard, wizardHolds, wizardStore } from '../stores/wizard-store';
import styles from './promotions.module.css';

const PAGES: readonly PromotionWizardPage[] = ['index', 'condition', 'detail'];

/** The route's promotion id ('new' or a number) and the staff member's center. */
export function useWizardRoute(): { id: string; saleUnit: string | null } {
  const { id = NEW_PROMOTION } = useParams();
  const session = useSession();
  return { id, saleUnit: session.staff?.selectedDist ?? null };
}

/** Puts the route's promotion into the store: at once for 'new', once read for an id. */
function useWizardLoad(id: string, saleUnit: string | null): 'ready' | 'loading' | 'failed' {
  const [state, setState] = useState<'ready' | 'loading' | 'failed'>(() => (wizardHolds(id) ? 'ready' : 'loading'));
  useEffect(() => {
    if (wizardHolds(id)) {
      setState('ready');
      return;
    }
    if (id === NEW_PROMOTION) {
      openWizard(id);
      setState('ready');
      return;
    }
    let live = true;
    setState('loading');
    getPromotionDetail(id, saleUnit).then(
      (detail) => {
        if (!live) return;
        openWizard(id, detail);
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [id, saleUnit]);
  return state;
}

interface WizardFrameProps {
  page: PromotionWizardPage;
  title: string;
  children: ReactNode;
  onBack?: () => void;
  onNext: () => void;
  nextLabel: string;
  busy?: boolean;
  /** A problem of the page that is not one of the specification's messages. */
  extraProblem?: string | null;
}

export function WizardFrame({ page, title, children, onBack, onNext, nextLabel, busy, extraProblem }: WizardFrameProps) {
  const { t } = useTranslation('merchantPromotions');
  const { id, saleUnit } = useWizardRoute();
  const state = useWizardLoad(id, saleUnit);
  const { problems: checked, key, form } = useSnapshot(wizardStore);
  // The messages of the last check that still apply: each goes away once it is fixed.
  const open = problemsOn(form as WizardForm, page);
  const problems = checked.filter((problem) => open.includes(problem));
  const step = PAGES.indexOf(page) + 1;

  return (
    <section className={styles.page} data-testid={`promotion-wizard-${page}`}>
      <PageTitle title={title} />
      <ol className={styles.stepper} aria-label={t('steps.progress', { step })}>
        {PAGES.map((name) => (
          <li key={name} className={`${styles.step} ${name === page ? styles.stepActive : ''}`} aria-current={name === page ? 'step' : undefined}>
            {t(`steps.${name}`)}
          </li>
        ))}
      </ol>
      {state === 'loading' ? <PageSkeleton /> : null}
      {state === 'failed' ? <p role="alert">{t('action.loadFailed')}</p> : null}
      {state === 'ready' && key === id ? (
        <>
          {problems.length > 0 || extraProblem ? (
            <ul className={styles.problems} role="alert" data-testid="promotion-problems">
              {problems.map((problem) => (
                <li key={problem}>{t(`message.${problem}`)}</li>
              ))}
              {extraProblem ? <li>{extraProblem}</li> : null}
            </ul>
          ) : null}
          <div className={styles.form}>{children}</div>
          <div className={styles.actions}>
            {onBack ? <Button onClick={onBack}>{t('action.back')}</Button> : <span />}
            <Button color="primary" loading={busy} onClick={onNext}>
              {nextLabel}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}

// The wizard's state, shared by its three pages: the promotion being edited (by its route id,
// 'new' for a new one) and the problems of the page last checked. Leaving for another promotion
// starts a fresh form; moving between the pages of the same one keeps what was typed.
import { proxy } from 'valtio';
import type { PromotionDetailAnswer, PromotionFormMessage } from '@eorder/shared';
import { newWizardForm, wizardFormOf, type WizardForm } from '../lib/wizard';

export const NEW_PROMOTION = 'new';

interface WizardState {
  /** The route id the form belongs to; null before any is opened. */
  key: string | null;
  form: WizardForm;
  problems: PromotionFormMessage[];
}

export const wizardStore = proxy<WizardState>({ key: null, form: newWizardForm(), problems: [] });

/** Opens the wizard for a route id: a new form for 'new', the saved one once its detail is read. */
export function openWizard(key: string, detail?: PromotionDetailAnswer): void {
  if (wizardStore.key === key) return;
  wizardStore.key = key;
  wizardStore.form = detail ? wizardFormOf(detail) : newWizardForm();
  wizardStore.problems = [];
}

/** Whether the form holds the promotion of this route id. */
export const wizardHolds = (key: string): boolean => wizardStore.key === key;

export function setProblems(problems: PromotionFormMessage[]): void {
  wizardStore.problems = problems;
}

/** Forgets the form (after a save). */
export function closeWizard(): void {
  wizardStore.key = null;
  wizardStore.form = newWizardForm();
  wizardStore.problems = [];
}

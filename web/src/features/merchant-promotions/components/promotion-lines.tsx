// The calculation's steps: buy from / to and the discount or free number of each line.
import Button from 'antd-mobile/es/components/button';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { emptyLine } from '../lib/wizard';
import { wizardStore } from '../stores/wizard-store';
import { NumberField } from './fields';
import styles from './promotions.module.css';

export function PromotionLines() {
  const { t } = useTranslation('merchantPromotions');
  const form = useSnapshot(wizardStore).form;
  const free = form.calcType === 'FreeItem';
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
      <legend>{t('field.lines')}</legend>
      {form.lines.map((line, index) => (
        <div key={line.PromotionLn} className={styles.line} data-testid="promotion-line">
          <div className={styles.row} style={{ justifyContent: 'space-between' }}>
            <strong>{t('field.line', { n: index + 1 })}</strong>
            <Button size="small" fill="none" onClick={() => void wizardStore.form.lines.splice(index, 1)}>
              {t('field.removeLine')}
            </Button>
          </div>
          <div className={styles.lineFields}>
            <NumberField label={t('field.buyMin')} value={line.BuyMin} onChange={(v) => (wizardStore.form.lines[index]!.BuyMin = v)} />
            <NumberField label={t('field.buyMax')} value={line.BuyMax} onChange={(v) => (wizardStore.form.lines[index]!.BuyMax = v)} />
            {free ? (
              <NumberField label={t('field.freeNumber')} value={line.FreeNumber} onChange={(v) => (wizardStore.form.lines[index]!.FreeNumber = v)} />
            ) : (
              <NumberField
                label={form.calcType === 'DiscountPercent' ? t('field.discPercent') : t('field.discNumber')}
                value={line.DiscNumber}
                onChange={(v) => (wizardStore.form.lines[index]!.DiscNumber = v)}
              />
            )}
          </div>
        </div>
      ))}
      <Button
        onClick={() => {
          const next = Math.max(0, ...wizardStore.form.lines.map((l) => l.PromotionLn)) + 1;
          wizardStore.form.lines.push(emptyLine(next));
        }}
      >
        {t('field.addLine')}
      </Button>
    </fieldset>
  );
}

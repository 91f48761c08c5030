// /merchant/product/{code}/advanceprice/pricelevelunit{1..3}?id=: the five price levels of one unit
// in one advance-price period, each with its tax type. The other units' prices are kept as saved.
import { useEffect, useState } from 'react';
import { Button, Form, Input, Radio, Toast } from 'antd-mobile';
import { TaxTypeOptions } from '../components/tax-type-options';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PRICE_TYPES, type AdvancePrice, type AdvancePriceSaveBody } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import { saveAdvancePrice, useAdvancePrices } from '../api/products';
import { LEVELS } from '../lib/product-form';
import '../i18n';

/** The save body of a period as saved, every unit and level included. */
function bodyOf(period: AdvancePrice): Record<string, unknown> {
  const body: Record<string, unknown> = {
    Id: period.Id,
    P_Code: period.P_Code,
    SaleUnit: period.SaleUnit,
    DateStart: period.DateStart,
    DateEnd: period.DateEnd,
  };
  for (const unit of [1, 2, 3]) {
    for (const level of LEVELS) {
      const key = `UNIT${unit}PRICELEVEL${level}`;
      body[key] = period[key] ?? null;
      body[`${key}TYPE`] = period[`${key}TYPE`] ?? null;
    }
  }
  return body;
}

function PriceLevelUnitPage({ unit }: { unit: 1 | 2 | 3 }) {
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('merchantProducts');
  const session = useSession();
  const saleUnit = session.staff?.selectedDist ?? null;
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { data: periods, isLoading, mutate } = useAdvancePrices(saleUnit, code);
  const period =
    periods?.find((row) => String(row.Id) === search.get('id')) ?? periods?.[0] ?? null;
  const [values, setValues] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!period) return;
    const next: Record<string, string> = {};
    for (const level of LEVELS) {
      const key = `UNIT${unit}PRICELEVEL${level}`;
      const price: unknown = period[key];
      const type: unknown = period[`${key}TYPE`];
      next[key] = typeof price === 'number' || typeof price === 'string' ? String(price) : '';
      next[`${key}TYPE`] = typeof type === 'string' && type !== '' ? type : PRICE_TYPES.EXCLUDED;
    }
    setValues(next);
  }, [period, unit]);

  if (isLoading) return <p>{t('loading')}</p>;
  if (!period) return <p role="alert">{t('advance.none')}</p>;

  async function save() {
    if (!period) return;
    const body = bodyOf(period);
    for (const level of LEVELS) {
      const key = `UNIT${unit}PRICELEVEL${level}`;
      const price = (values[key] ?? '').trim();
      body[key] = price === '' ? null : Number(price);
      body[`${key}TYPE`] = price === '' ? null : values[`${key}TYPE`];
    }
    setSaving(true);
    const saved = await saveAdvancePrice(body as AdvancePriceSaveBody);
    setSaving(false);
    if (!saved) return;
    await mutate();
    Toast.show({ icon: 'success', content: t('detail.saved') });
    void navigate(localePath(paths.merchantProductAdvancePrice.href({ code })));
  }

  return (
    <section className="eo-page" data-testid={`merchant-price-level-unit${unit}`}>
      <PageTitle title={t('advance.unitPrices', { unit })} />
      <p style={{ padding: '0 12px' }}>
        {t('advance.period', { start: period.DateStart, end: period.DateEnd })}
      </p>
      <Form
        layout="horizontal"
        footer={
          <Button block color="primary" loading={saving} onClick={() => void save()}>
            {t('action.save')}
          </Button>
        }
      >
        {LEVELS.map((level) => {
          const key = `UNIT${unit}PRICELEVEL${level}`;
          return (
            <div key={level}>
              <Form.Item label={t('field.price', { level })}>
                <Input
                  type="number"
                  inputMode="decimal"
                  value={values[key] ?? ''}
                  onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
                  aria-label={t('field.price', { level })}
                />
              </Form.Item>
              <Form.Item label={t('field.taxType', { level })}>
                <Radio.Group
                  value={values[`${key}TYPE`] ?? PRICE_TYPES.EXCLUDED}
                  onChange={(value) =>
                    setValues((current) => ({ ...current, [`${key}TYPE`]: String(value) }))
                  }
                >
                  <TaxTypeOptions />
                </Radio.Group>
              </Form.Item>
            </div>
          );
        })}
      </Form>
    </section>
  );
}

export const PriceLevelUnit1Page = () => <PriceLevelUnitPage unit={1} />;
export const PriceLevelUnit2Page = () => <PriceLevelUnitPage unit={2} />;
export const PriceLevelUnit3Page = () => <PriceLevelUnitPage unit={3} />;

// /merchant/product/{code}/advanceprice: the product's date-ranged prices in the selected center,
// the latest start first, each opening its prices of unit 1, 2 or 3 (levels 1-5); and a new
// period (start and end day).
import { useState } from 'react';
import { Button, Form, Input, List, Toast } from 'antd-mobile';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageTitle } from '@/components/page-title';
import { paths, useLocalePath, type PathName } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import { saveAdvancePrice, useAdvancePrices, useMerchantProduct } from '../api/products';
import '../i18n';

export const UNIT_PAGES: Record<1 | 2 | 3, PathName> = {
  1: 'merchantProductPriceLevelUnit1',
  2: 'merchantProductPriceLevelUnit2',
  3: 'merchantProductPriceLevelUnit3',
};

export function AdvancePricePage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('merchantProducts');
  const { t: tp } = useTranslation('pages');
  const session = useSession();
  const saleUnit = session.staff?.selectedDist ?? null;
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const { data: product, isLoading } = useMerchantProduct(saleUnit, code);
  const { data: periods, mutate } = useAdvancePrices(product ? saleUnit : null, product ? code : null);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [saving, setSaving] = useState(false);

  if (!saleUnit) return <p>{t('noCenter')}</p>;
  if (isLoading) return <p>{t('loading')}</p>;
  if (!product) return <p role="alert">{t('detail.notFound', { code })}</p>;
  const units = ([1, 2, 3] as const).filter((unit) => unit === 1 || Number(product[`UNIT${unit}RATE`] ?? 0) > 0);
  const unitHref = (unit: 1 | 2 | 3, id: string | number | null | undefined) =>
    `${localePath(paths[UNIT_PAGES[unit]].href({ code }))}?id=${String(id ?? '')}`;

  async function add() {
    if (!saleUnit || start === '' || end === '' || end < start) {
      Toast.show({ icon: 'fail', content: t('advance.periodInvalid') });
      return;
    }
    setSaving(true);
    const saved = await saveAdvancePrice({ P_Code: code, SaleUnit: saleUnit, DateStart: start, DateEnd: end });
    setSaving(false);
    if (!saved) return;
    await mutate();
    void navigate(unitHref(1, saved.Id));
  }

  return (
    <section className="eo-page" data-testid="merchant-advance-price">
      <PageTitle title={tp('title.merchantProductAdvancePrice')} />
      <p style={{ padding: '0 12px' }}>
        {product.P_Code} {product.PRODUCTNAME}
      </p>
      <List header={t('advance.periods')}>
        {(periods ?? []).length === 0 ? <List.Item>{t('advance.none')}</List.Item> : null}
        {(periods ?? []).map((period) => (
          <List.Item
            key={String(period.Id)}
            description={units.map((unit) => (
              <Link key={unit} to={unitHref(unit, period.Id)} style={{ marginRight: 12 }}>
                {t('advance.unitPrices', { unit })}
              </Link>
            ))}
          >
            {t('advance.period', { start: period.DateStart, end: period.DateEnd })}
          </List.Item>
        ))}
      </List>
      <Form
        layout="horizontal"
        footer={
          <Button block color="primary" loading={saving} onClick={() => void add()}>
            {t('advance.add')}
          </Button>
        }
      >
        <Form.Header>{t('advance.newPeriod')}</Form.Header>
        <Form.Item label={t('advance.start')}>
          <Input type="date" value={start} onChange={setStart} aria-label={t('advance.start')} />
        </Form.Item>
        <Form.Item label={t('advance.end')}>
          <Input type="date" value={end} onChange={setEnd} aria-label={t('advance.end')} />
        </Form.Item>
      </Form>
    </section>
  );
}

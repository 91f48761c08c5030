// /merchant/product: the selected center's products, searched by text, 12 at a time with load
// more; each with its active switch (the flag flips only once the call succeeded) and a barcode
// scan dialog using the phone's camera.
import { useState, type KeyboardEvent } from 'react';
import { Button, List, Switch } from 'antd-mobile';
import { SearchField } from '@/components/search-field';
import { useNavigate } from 'react-router-dom';
import type { Product } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import { toggleActive, useMerchantProducts } from '../api/products';
import { ScanDialog } from '../components/scan-dialog';
import '../i18n';

/** Enter or Space on a focused clickable list item clicks it. */
function openRowByKey(event: KeyboardEvent) {
  const target = event.target as HTMLElement;
  if ((event.key !== 'Enter' && event.key !== ' ') || !target.matches('.adm-list-item.adm-plain-anchor')) return;
  event.preventDefault();
  target.click();
}

export function ProductListPage() {
  const { t } = useTranslation('merchantProducts');
  const { t: tp } = useTranslation('pages');
  const session = useSession();
  const saleUnit = session.staff?.selectedDist ?? null;
  const lang = useLang();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [text, setText] = useState('');
  const [scanning, setScanning] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const { products, hasMore, isLoading, isValidating, size, setSize, mutate } = useMerchantProducts(saleUnit, text);
  const open = (code: string) => navigate(localePath(paths.merchantProductDetail.href({ code })));

  async function flip(product: Product) {
    if (!saleUnit) return;
    setBusy(product.P_Code);
    const disabled = await toggleActive(product.P_Code, saleUnit);
    setBusy(null);
    if (disabled === null) return;
    await mutate(
      (pages) => pages?.map((page) => page.map((p) => (p.P_Code === product.P_Code ? { ...p, Disable: disabled } : p))),
      { revalidate: false },
    );
  }

  return (
    // A product row is antd-mobile's clickable list item (an anchor without href): it takes the focus
    // (tabIndex) and Enter or Space opens it, as a button would.
    <section className="eo-page" data-testid="merchant-products" onKeyDown={openRowByKey}>
      <PageTitle title={tp('title.merchantProduct')} />
      {/* The search box keeps a readable width: on a phone the buttons wrap to a row of their own. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', padding: '8px 12px' }}>
        <div style={{ flex: '1 1 240px' }}>
          <SearchField label={t('list.search')} onSearch={setText} onClear={() => setText('')} />
        </div>
        <div style={{ display: 'flex', gap: 8, marginInlineStart: 'auto' }}>
          <Button size="small" onClick={() => setScanning(true)} disabled={!saleUnit}>
            {t('list.scan')}
          </Button>
          <Button size="small" color="primary" onClick={() => open('new')} disabled={!saleUnit}>
            {t('list.new')}
          </Button>
        </div>
      </div>
      {!isLoading && products.length === 0 ? <p style={{ padding: 16 }}>{t('list.empty')}</p> : null}
      <List>
        {products.map((product) => (
          <List.Item
            key={product.P_Code}
            tabIndex={0}
            onClick={() => open(product.P_Code)}
            description={`${product.P_Code} · ${t('list.price1')} ${product.PRICE1 === null || product.PRICE1 === undefined ? '-' : formatMoney(Number(product.PRICE1), lang)}`}
            extra={
              <span onClick={(event) => event.stopPropagation()}>
                <Switch
                  aria-label={t('list.active', { name: product.PRODUCTNAME ?? product.P_Code })}
                  checked={product.Disable !== true}
                  loading={busy === product.P_Code}
                  onChange={() => void flip(product)}
                />
              </span>
            }
          >
            {product.PRODUCTNAME}
          </List.Item>
        ))}
      </List>
      {hasMore ? (
        <div style={{ padding: 12 }}>
          <Button block loading={isValidating} onClick={() => void setSize(size + 1)}>
            {t('list.more')}
          </Button>
        </div>
      ) : null}
      {saleUnit ? (
        <ScanDialog visible={scanning} saleUnit={saleUnit} onClose={() => setScanning(false)} onOpen={open} />
      ) : null}
    </section>
  );
}

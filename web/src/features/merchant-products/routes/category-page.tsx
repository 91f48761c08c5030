// /merchant/product/{code}/category: the product's place in the five-level category tree, chosen
// level by level (each level lists the children of the one above); saved with the product.
import { useState } from 'react';
import { Button, CheckList, List, Toast } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router-dom';
import type { Category, CategoryTree, Product } from '@eorder/shared';
import { PageTitle } from '@/components/page-title';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useTranslation } from '@/lib/i18n';
import { saveProduct, useCategoryTree, useMerchantProduct } from '../api/products';
import { saveBodyOf } from '../lib/product-form';
import '../i18n';

type Path = (string | null)[];
const LEVEL_KEYS = ['hierarchy1', 'hierarchy2', 'hierarchy3', 'hierarchy4', 'hierarchy5'] as const;

/** The categories of a level under the path chosen above it. */
function choices(tree: CategoryTree, path: Path, level: number): Category[] {
  const key = LEVEL_KEYS[level];
  if (!key) return [];
  const parent = level === 0 ? null : path[level - 1];
  if (level > 0 && !parent) return [];
  return tree[key].filter((category) => level === 0 || category[`h${level}`] === parent);
}

export function CategoryPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('merchantProducts');
  const session = useSession();
  const saleUnit = session.staff?.selectedDist ?? null;
  const { data: product, isLoading } = useMerchantProduct(saleUnit, code);
  const { data: tree } = useCategoryTree();
  if (!saleUnit) return <p>{t('noCenter')}</p>;
  if (isLoading || !tree) return <p>{t('loading')}</p>;
  if (!product) return <p role="alert">{t('detail.notFound', { code })}</p>;
  return <CategoryForm product={product} tree={tree} saleUnit={saleUnit} />;
}

function CategoryForm({ product, tree, saleUnit }: { product: Product; tree: CategoryTree; saleUnit: string }) {
  const { t } = useTranslation('merchantProducts');
  const { t: tp } = useTranslation('pages');
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [path, setPath] = useState<Path>([1, 2, 3, 4, 5].map((level) => product[`Hierarchy${level}`] ?? null) as Path);
  const [saving, setSaving] = useState(false);

  const choose = (level: number, value: string | null) =>
    setPath((current) => current.map((code, index) => (index < level ? code : index === level ? value : null)));

  async function save() {
    setSaving(true);
    const saved = await saveProduct(
      saveBodyOf(product, saleUnit, {
        Hierarchy1: path[0],
        Hierarchy2: path[1],
        Hierarchy3: path[2],
        Hierarchy4: path[3],
        Hierarchy5: path[4],
      }),
    );
    setSaving(false);
    if (!saved) return;
    Toast.show({ icon: 'success', content: t('detail.saved') });
    void navigate(localePath(paths.merchantProductDetail.href({ code: product.P_Code })));
  }

  return (
    <section className="eo-page" data-testid="merchant-product-category">
      <PageTitle title={tp('title.merchantProductCategory')} />
      {LEVEL_KEYS.map((_, level) => {
        const options = choices(tree, path, level);
        if (options.length === 0) return null;
        return (
          <List key={level} header={t('category.level', { level: level + 1 })}>
            <CheckList
              value={path[level] ? [path[level]] : []}
              onChange={(value) => choose(level, (value[0] as string | undefined) ?? null)}
            >
              {options.map((category) => (
                <CheckList.Item key={category.code} value={category.code}>
                  {lang === 'en' ? (category.name_en ?? category.name) : category.name}
                </CheckList.Item>
              ))}
            </CheckList>
          </List>
        );
      })}
      <div style={{ padding: 12 }}>
        <Button block color="primary" loading={saving} onClick={() => void save()}>
          {t('action.save')}
        </Button>
      </div>
    </section>
  );
}

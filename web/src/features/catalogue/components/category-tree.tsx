// The category drawer's content: the five-level tree (GET_MASTER_DATA/GET_HIERARCHY_ALL) walked one
// level at a time from the side-menu level (web configuration, default 1), and the drawer display
// groups (EORDER_LAYOUT_DRAWER) where the company shows them. A failed tree call shows an empty tree.
import type { Category, DisplayGroup } from '@eorder/shared';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths, useLang, useLocalePath } from '@/config/paths';
import { webConfigStore } from '@/lib/config';
import { useCategoryTree } from '../api/get-category-tree';
import { useDisplayGroups } from '../api/get-display-groups';
import '../i18n';
import { categoriesAt, categoryName, categoryQuery, childrenOf, type Level, type PlacedCategory } from '../lib/category-path';
import { imageUrl } from '@/lib/image-url';
import styles from './category-tree.module.css';

function CategoryImage({ src }: { src: string | null | undefined }) {
  const url = imageUrl(src);
  const [broken, setBroken] = useState(false);
  if (!url || broken) return <span className={styles.treeImage} aria-hidden="true" />;
  return <img className={styles.treeImage} src={url} alt="" loading="lazy" width={32} height={32} onError={() => setBroken(true)} />;
}

export interface CategoryTreeProps {
  /** Called when a link was followed (the drawer closes). */
  onNavigate?: () => void;
}

function groupName(group: DisplayGroup, lang: 'th' | 'en'): string {
  if (lang === 'en' && typeof group.NameEN === 'string' && group.NameEN.trim()) return group.NameEN;
  if (lang === 'th' && typeof group.NameTH === 'string' && group.NameTH.trim()) return group.NameTH;
  return group.Name;
}

export function CategoryTree({ onNavigate }: CategoryTreeProps) {
  const { t } = useTranslation('catalogue');
  const lang = useLang();
  const localePath = useLocalePath();
  const { values, fetchedAt } = useSnapshot(webConfigStore);
  const startLevel = Math.min(5, Math.max(1, values.sideMenuCategoryLevel)) as Level;
  const { data: tree, isLoading } = useCategoryTree();
  const showGroups = values.productDisplayGroupInDrawer || fetchedAt === null;
  const groups = useDisplayGroups('EORDER_LAYOUT_DRAWER', { productsIncluded: false, enabled: showGroups });
  const [trail, setTrail] = useState<PlacedCategory[]>([]);

  const current = trail.at(-1);
  const listHref = (placed: PlacedCategory) => localePath(paths.product.href(undefined, categoryQuery(placed)));

  const row = (category: Category, level: Level) => {
    const placed: PlacedCategory = { level, category };
    const name = categoryName(category, lang);
    const hasChildren = tree ? childrenOf(tree, placed).length > 0 : false;
    return (
      <li key={category.code} className={styles.treeRow}>
        {hasChildren ? (
          <button
            type="button"
            className={styles.treeItem}
            aria-label={t('drawer.open', { name })}
            onClick={() => setTrail([...trail, placed])}
            data-testid="category-open"
          >
            <CategoryImage src={category.image} />
            <span>{name}</span>
            <span aria-hidden="true" className={styles.treeChevron}>
              ›
            </span>
          </button>
        ) : (
          <Link className={styles.treeItem} to={listHref(placed)} onClick={onNavigate}>
            <CategoryImage src={category.image} />
            <span>{name}</span>
          </Link>
        )}
      </li>
    );
  };

  let categories: ReactNode;
  if (isLoading || !tree) {
    categories = (
      <div role="status" aria-label={t('drawer.loading')}>
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else {
    const items = current ? childrenOf(tree, current) : categoriesAt(tree, startLevel);
    const level = (current ? current.level + 1 : startLevel) as Level;
    categories =
      !current && items.length === 0 ? (
        <p className={styles.treeNote}>{t('drawer.empty')}</p>
      ) : (
        <>
          {current ? (
            <button type="button" className={styles.treeBack} onClick={() => setTrail(trail.slice(0, -1))} data-testid="category-back">
              <span aria-hidden="true">‹</span>
              {trail.length > 1 ? t('drawer.back', { name: categoryName(trail.at(-2)!.category, lang) }) : t('drawer.backToTop')}
            </button>
          ) : null}
          <ul className={styles.treeList} aria-label={current ? categoryName(current.category, lang) : t('drawer.categories')}>
            {current ? (
              <li className={styles.treeRow}>
                <Link className={`${styles.treeItem} ${styles.treeAll}`} to={listHref(current)} onClick={onNavigate}>
                  {t('drawer.all', { name: categoryName(current.category, lang) })}
                </Link>
              </li>
            ) : null}
            {items.map((category) => row(category, level))}
          </ul>
        </>
      );
  }

  const groupList = showGroups ? (groups.data?.Data ?? []) : [];

  return (
    <nav className={styles.tree} aria-label={t('drawer.categories')} data-testid="category-tree">
      <section>
        <h3 className={styles.treeHeading}>{current ? categoryName(current.category, lang) : t('drawer.categories')}</h3>
        {categories}
      </section>
      {!current && groupList.length > 0 ? (
        <section>
          <h3 className={styles.treeHeading}>{t('drawer.groups')}</h3>
          <ul className={styles.treeList}>
            {groupList.map(({ Group }) => {
              const name = groupName(Group, lang);
              return (
                <li key={String(Group.Id)} className={styles.treeRow}>
                  <Link
                    className={styles.treeItem}
                    to={localePath(paths.product.href(undefined, { displayGroupId: String(Group.Id), displayGroupName: name }))}
                    onClick={onNavigate}
                  >
                    <CategoryImage src={Group.LogoImage} />
                    <span>{name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </nav>
  );
}

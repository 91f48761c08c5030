// The product's attributes (group, brand, flavour, variant, size) and its description text.
import { Fragment } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ProductDetailState } from '../hooks/use-product-detail';
import styles from './product-page.module.css';

interface Props {
  attributes: ProductDetailState['attributes'];
  description: string | null | undefined;
}

export function ProductDescription({ attributes, description }: Props) {
  const { t } = useTranslation('catalogue');
  if (attributes.length === 0 && !description) return null;
  return (
    <section className={styles.section} aria-labelledby="product-description">
      <h2 id="product-description" className={styles.sectionTitle}>
        {t('detail.description')}
      </h2>
      {attributes.length > 0 ? (
        <dl className={styles.attributes}>
          {attributes.map((attribute) => (
            <Fragment key={attribute.key}>
              <dt>{t(`detail.${attribute.key}`)}</dt>
              <dd>{attribute.value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {description ? <p className={styles.description}>{description}</p> : null}
    </section>
  );
}

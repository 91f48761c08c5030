import type { Product } from '@eorder/shared';
import styles from './catalogue.module.css';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** Products as a grid of cards (two columns on a phone). */
export function ProductGrid({ products, label, eagerCount = 4 }: { products: readonly Product[]; label?: string; eagerCount?: number }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.P_Code}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** The grid's placeholder while the first page loads: the grid itself, with placeholder cards. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true" data-testid="product-grid-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

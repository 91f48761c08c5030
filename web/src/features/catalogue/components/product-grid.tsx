import type { Product } from '@eorder/shared';
import styles from './catalogue.module.css';
import { ProductCard, ProductCardSkeleton } from './product-card';

/**
 * Products as a grid of cards (two columns on a phone). The first `eagerCount` load their pictures
 * at once, the first `priorityCount` (a phone's first row, where the page opens with the grid) ask
 * for them before any other picture.
 */
export function ProductGrid({ products, label, eagerCount = 4, priorityCount = 0 }: { products: readonly Product[]; label?: string; eagerCount?: number; priorityCount?: number }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.P_Code}>
          <ProductCard product={product} eager={index < eagerCount} priority={index < priorityCount} />
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

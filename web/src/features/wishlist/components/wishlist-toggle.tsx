// The heart on a product: adds it to the wishlist or removes it. For a customer the server is told;
// a refusal puts the heart back and says so.
import { useTranslation } from '@/lib/i18n';
import { showToast } from '@/lib/toast';
import { useWishlist } from '../hooks/use-wishlist';
import '../i18n';
import { isInWishlist, toggleWishlist } from '../stores/wishlist-store';
import styles from './wishlist.module.css';

export interface WishlistToggleProps {
  code: string;
  /** The product's name, for the button's accessible name. */
  name: string;
  size?: 'small' | 'large';
  className?: string;
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.4-9.3C1.3 8 3.3 4.5 6.8 4.5c2 0 3.4 1.1 4.2 2.3.8-1.2 2.2-2.3 4.2-2.3 3.5 0 5.5 3.5 4.2 6.7-1.9 4.7-9.4 9.3-9.4 9.3z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function WishlistToggle({ code, name, size = 'small', className }: WishlistToggleProps) {
  const { t } = useTranslation('wishlist');
  const wishlist = useWishlist();
  const inList = isInWishlist(wishlist, code);
  const busy = wishlist.pending.includes(code);
  const ready = wishlist.owner !== null;

  const toggle = async () => {
    const result = await toggleWishlist(code);
    if (result.skipped) return;
    if (!result.ok) {
      showToast(t('failed'), { kind: 'fail' });
      return;
    }
    showToast(t(result.inList ? 'added' : 'removed'), { kind: 'success' });
  };

  return (
    <button
      type="button"
      className={`${styles.toggle} ${size === 'large' ? styles.large : ''} ${inList ? styles.on : ''} ${className ?? ''}`}
      aria-pressed={inList}
      aria-label={t(inList ? 'remove' : 'add', { name })}
      disabled={!ready || busy}
      onClick={(event) => {
        // Cards are links: the heart must not open the product.
        event.preventDefault();
        event.stopPropagation();
        void toggle();
      }}
      data-testid="wishlist-toggle"
    >
      <HeartIcon filled={inList} />
    </button>
  );
}

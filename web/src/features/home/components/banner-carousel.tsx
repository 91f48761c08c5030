// The home banners: a scroll-snap strip that slides every 5 seconds (paused on interaction or
// reduced motion), with no gesture library on the home page.
import type { News } from '@eorder/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import { useLang, useLocalePath } from '@/config/paths';
import { imageUrl } from '@/lib/image-url';
import '../i18n';
import styles from './home.module.css';

function bannerTitle(item: News, lang: 'th' | 'en'): string {
  const th = item.Title?.trim() || null;
  const en = item.TitleEN?.trim() || null;
  return (lang === 'en' ? (en ?? th) : (th ?? en)) ?? '';
}

/** A banner link: a site path (kept in the app and the reader's language) or an http(s) URL. */
export function bannerTarget(link: string | null | undefined): { internal: string } | { external: string } | null {
  const url = (link ?? '').trim();
  if (url === '') return null;
  if (/^https?:\/\//i.test(url)) return { external: url };
  if (url.startsWith('/') && !url.startsWith('//')) return { internal: url };
  return null;
}

function Banner({ item, index, count, eager }: { item: News; index: number; count: number; eager: boolean }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const localePath = useLocalePath();
  const title = bannerTitle(item, lang);
  const picture = imageUrl(item.ImageUrl);
  const content = (
    <>
      {picture ? (
        <img
          src={picture}
          alt={title}
          loading={eager ? 'eager' : 'lazy'}
          // The first banner is the first screen's largest picture: fetched before the product images.
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          width={1200}
          height={400}
        />
      ) : (
        <span className={styles.bannerTitle}>{title}</span>
      )}
    </>
  );
  const label = title || t('banner', { index: index + 1, count });
  const target = bannerTarget(item.LinkUrl);
  if (target && 'internal' in target) {
    return (
      <Link className={styles.banner} to={localePath(target.internal)} aria-label={label}>
        {content}
      </Link>
    );
  }
  if (target) {
    return (
      <a className={styles.banner} href={target.external} target="_blank" rel="noopener noreferrer" aria-label={label}>
        {content}
      </a>
    );
  }
  return (
    <div className={styles.banner} role="img" aria-label={label}>
      {content}
    </div>
  );
}

export const BANNER_INTERVAL_MS = 5000;

export function BannerCarousel({ banners }: { banners: readonly News[] }) {
  const { t } = useTranslation('home');
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  const show = (index: number) => {
    const element = strip.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  };

  // The dot follows the strip, however it moved (swipe, wheel, autoplay).
  const onScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };

  useEffect(() => {
    if (count < 2 || paused) return undefined;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timer = window.setInterval(() => {
      const element = strip.current;
      if (!element || element.clientWidth === 0) return;
      const next = (Math.round(element.scrollLeft / element.clientWidth) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: 'smooth' });
    }, BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  if (count === 0) return null;
  return (
    <div
      className={styles.carousel}
      data-testid="home-banners"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      <div ref={strip} className={styles.strip} onScroll={onScroll}>
        {banners.map((item, index) => (
          // A slide out of view is hidden from screen readers and out of the tab order (inert), so
          // no focusable link sits inside an aria-hidden slide.
          <div key={String(item.NewsId)} className={styles.slide} aria-hidden={index !== current ? true : undefined} inert={index !== current}>
            <Banner item={item} index={index} count={count} eager={index === 0} />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {banners.map((item, index) => (
            <button
              key={String(item.NewsId)}
              type="button"
              className={styles.dot}
              aria-label={t('banner', { index: index + 1, count })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

import { Link } from 'react-router-dom';
import styles from './ui.module.css';

export interface LinkTab {
  key: string;
  to: string;
  label: string;
}

/** Tabs that are links (the tab lives in the address), the current one marked for screen readers. */
export function LinkTabs({
  tabs,
  current,
  label,
  className,
}: {
  tabs: readonly LinkTab[];
  current: string;
  label: string;
  className?: string;
}) {
  return (
    <nav className={className ? `${styles.tabs} ${className}` : styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          replace
          to={tab.to}
          className={`${styles.tab} ${tab.key === current ? styles.tabActive : ''}`}
          aria-current={tab.key === current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

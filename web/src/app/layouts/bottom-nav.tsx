import Badge from 'antd-mobile/es/components/badge';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';

export interface BottomNavItem {
  key: string;
  to: string;
  label: string;
  icon: ReactNode;
  badge?: number;
  /** Match the path exactly (home), not as a prefix. */
  end?: boolean;
  /** Active by a rule of its own (items told apart by their query string). */
  active?: boolean;
}

function ItemContent({ item }: { item: BottomNavItem }) {
  return (
    <>
      <Badge content={item.badge ? item.badge : null}>{item.icon}</Badge>
      <span>{item.label}</span>
    </>
  );
}

/** The phone bottom navigation: real links, so it works with a keyboard and a screen reader. */
export function BottomNav({ items, label }: { items: BottomNavItem[]; label: string }) {
  return (
    <nav className="eo-bottom-nav" aria-label={label} data-testid="bottom-nav">
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            {item.active === undefined ? (
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) => `eo-bottom-nav-item${isActive ? ' eo-bottom-nav-active' : ''}`}
                data-testid={`bottom-nav-${item.key}`}
              >
                <ItemContent item={item} />
              </NavLink>
            ) : (
              <Link
                to={item.to}
                className={`eo-bottom-nav-item${item.active ? ' eo-bottom-nav-active' : ''}`}
                aria-current={item.active ? 'page' : undefined}
                data-testid={`bottom-nav-${item.key}`}
              >
                <ItemContent item={item} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

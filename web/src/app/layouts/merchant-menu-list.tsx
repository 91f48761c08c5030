import Badge from 'antd-mobile/es/components/badge';
import { NavLink } from 'react-router-dom';
import type { MenuEntry } from './use-merchant-menu';

export function MerchantMenuList({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate?: () => void }) {
  return (
    <ul className="eo-side-menu">
      {entries.map((entry) => (
        <li key={entry.key}>
          <NavLink
            to={entry.to}
            end={entry.end}
            className={({ isActive }) => `eo-side-menu-item${isActive ? ' eo-side-menu-active' : ''}`}
            onClick={onNavigate}
            data-testid={`merchant-menu-${entry.key}`}
          >
            {entry.badge ? (
              <Badge content={entry.badge > 99 ? '99+' : entry.badge} data-testid={`merchant-menu-${entry.key}-badge`}>
                {entry.icon}
              </Badge>
            ) : (
              entry.icon
            )}
            <span>{entry.label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

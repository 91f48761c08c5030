import { Logo } from '@/components/logo';

/**
 * The desktop top bar's frame while its code loads: the same strip and bar, with the logo, so the
 * page below does not move when the menus arrive.
 */
export function DesktopHeaderFrame() {
  return (
    <header className="eo-desktop-header" aria-busy="true">
      <div className="eo-top-strip">
        <div className="eo-container eo-top-strip-inner" />
      </div>
      <div className="eo-container eo-main-bar">
        <span className="eo-logo-link">
          <Logo height={36} />
        </span>
      </div>
    </header>
  );
}

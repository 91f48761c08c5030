// What the journeys check of every page: axe-core's serious and critical findings and WCAG 2.2's
// tap target size (2.5.8), listing targets under 44 px (decisions 072, 115).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeFinding {
  rule: string;
  impact: string;
  nodes: number;
  targets: string[];
}

/** axe's serious and critical findings on the page as it is now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.length,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

export interface TargetReport {
  /** Targets that fail 2.5.8 (under 24 px without the spacing). */
  failing: { what: string; width: number; height: number }[];
  /** Visible targets under 44 px on a side (2.5.5, for the record). */
  under44: number;
  /** All of them, named: the phone layout's 44 px check asserts this is empty. */
  small: { what: string; width: number; height: number }[];
  /** Links inside a sentence, left out of both checks (WCAG 2.5.8's inline exception). */
  inline: string[];
  total: number;
}

/**
 * Measures the tap targets visible in the viewport: links, buttons, form fields and elements with
 * a widget role. Inline links in a sentence are exempt, as 2.5.8 says.
 */
export async function tapTargets(page: Page): Promise<TargetReport> {
  return page.evaluate(() => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=checkbox], [role=tab], [role=switch], [tabindex]:not([tabindex="-1"])';
    const seen = new Set<Element>();
    const inline: string[] = [];
    const boxes: { el: Element; r: DOMRect; what: string }[] = [];
    for (const el of Array.from(document.querySelectorAll(selector))) {
      // A control inside another target (an icon in a button) is that target.
      const outer = el.parentElement?.closest(selector);
      if (outer && seen.has(outer)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || (el as HTMLInputElement).disabled) continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      // A check box or radio inside its label is tapped anywhere on the label: that is its target.
      const wrapper = el.matches('input:is([type=checkbox], [type=radio])') ? el.closest('label') : null;
      const r = (wrapper ?? el).getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) continue;
      // The inline exception of 2.5.8 (and 2.5.5): a link inside a sentence, its size set by the
      // line of text. Only an inline link whose paragraph or item holds more text than the link.
      if (el.tagName === 'A' && style.display === 'inline' && el.closest('p, li') && (el.closest('p, li')?.textContent ?? '').length > (el.textContent ?? '').length + 10) {
        inline.push((el.textContent ?? '').trim().slice(0, 30));
        continue;
      }
      // A control whose box is clipped to nothing (antd-mobile's visually hidden inputs sit under their label).
      if (r.width <= 1 && r.height <= 1) continue;
      seen.add(el);
      const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
      boxes.push({ el, r, what: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${label}"` });
    }
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    const distanceToRect = (p: { x: number; y: number }, r: DOMRect) => {
      const dx = Math.max(r.left - p.x, 0, p.x - r.right);
      const dy = Math.max(r.top - p.y, 0, p.y - r.bottom);
      return Math.hypot(dx, dy);
    };
    const failing: TargetReport['failing'] = [];
    const small: TargetReport['small'] = [];
    let under44 = 0;
    for (const box of boxes) {
      const { width, height } = box.r;
      if (width < 44 || height < 44) {
        under44 += 1;
        small.push({ what: box.what, width: Math.round(width), height: Math.round(height) });
      }
      if (width >= 24 && height >= 24) continue;
      // Undersized: its 24 px circle may touch no other target, nor another undersized one's circle.
      const c = centre(box.r);
      const crowded = boxes.some((other) => {
        if (other === box || other.el.contains(box.el) || box.el.contains(other.el)) return false;
        const small = other.r.width < 24 || other.r.height < 24;
        if (small) {
          const o = centre(other.r);
          return Math.hypot(c.x - o.x, c.y - o.y) < 24;
        }
        return distanceToRect(c, other.r) < 12;
      });
      if (crowded) failing.push({ what: box.what, width: Math.round(width), height: Math.round(height) });
    }
    return { failing, under44, small, inline, total: boxes.length };
  });
}

export interface AuditRecord {
  page: string;
  axe: AxeFinding[];
  targets: TargetReport;
}

/**
 * One page's audit, as every accessibility journey takes it: waits for the page to settle (its
 * data in, no skeleton left), then axe's serious and critical findings and the tap targets. Prints
 * one line for the record.
 */
export async function audit(page: Page, name: string, label: string): Promise<AuditRecord> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  const record: AuditRecord = { page: name, axe: await axeFindings(page), targets: await tapTargets(page) };
  const rules = record.axe.map((f) => `${f.rule}×${f.nodes}`).join(', ') || 'none';
  console.log(
    `[${label}] ${name}: axe serious/critical ${record.axe.length} rules on ${record.axe.reduce((n, f) => n + f.nodes, 0)} elements (${rules}); ` +
      `targets failing 2.5.8 ${record.targets.failing.length}, under 44 px ${record.targets.under44} of ${record.targets.total}`,
  );
  return record;
}

import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useInertBehind } from './use-inert-behind';

afterEach(cleanup);

/** The page, with a popup drawn inside it as antd-mobile's CenterPopup draws one. */
function Page({ open }: { open: boolean }) {
  const inside = useInertBehind(open);
  return (
    <div>
      <button type="button">Behind</button>
      {open ? (
        <div className="adm-center-popup">
          <div className="adm-mask" data-testid="mask" />
          <div role="dialog">
            <div ref={inside}>
              <button type="button">Inside</button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}

const shut = (el: Element) => el.hasAttribute('inert') || el.getAttribute('aria-hidden') === 'true';
const outside = (container: HTMLElement) => container.querySelector('button') as HTMLButtonElement;

describe('useInertBehind', () => {
  it('shuts the page behind an open popup, keeps the popup and its mask alive, and opens the page again', () => {
    const { container, rerender, getByText, getByTestId } = render(<Page open={false} />);
    expect(shut(outside(container))).toBe(false);
    rerender(<Page open />);
    expect(shut(outside(container))).toBe(true);
    let node: Element | null = getByText('Inside');
    while (node) {
      expect(shut(node), node.outerHTML.slice(0, 40)).toBe(false);
      node = node.parentElement;
    }
    expect(shut(getByTestId('mask'))).toBe(false);
    rerender(<Page open={false} />);
    expect(shut(outside(container))).toBe(false);
  });
});

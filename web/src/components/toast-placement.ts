/**
 * Where on a phone a toast lies over no control (docs/product.md, Screens), loaded with the first toast
 * (components/toasts.tsx).
 */

/** The tab bar's room at the bottom of a phone. */
const ABOVE_TAB_BAR_PX = 80;
const MARGIN_PX = 8;
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';

/**
 * Where on a phone a toast of this height lies over no control: just under the header if nothing
 * there is, else the first control-free band further down, else under the header all the same.
 * Chosen once, as it appears: the page does not move for it (nothing moves under a finger).
 */
function freeTop(height: number, toaster: Element, underHeader: number): number {
  const boxes = [...document.querySelectorAll(CONTROLS)]
    .filter((control) => !toaster.contains(control) && control.checkVisibility({ visibilityProperty: true }))
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 1 && box.height > 1);
  const lowest = window.innerHeight - ABOVE_TAB_BAR_PX - height;
  for (let top = underHeader; top <= lowest; top += 4) {
    const bottom = top + height + MARGIN_PX;
    if (!boxes.some((box) => box.bottom > top - MARGIN_PX && box.top < bottom)) return top;
  }
  return underHeader;
}

/**
 * Places each toast of `wrapper` as it appears, through `--toast-top`, no higher than `underHeader`;
 * answers how to stop.
 */
export function placeToasts(wrapper: HTMLElement, underHeader: number): () => void {
  const root = document.documentElement;
  let placedHeight = 0;
  const place = () => {
    const list = wrapper.querySelector<HTMLElement>('[data-sonner-toaster]');
    const height = Number.parseFloat(list?.style.getPropertyValue('--front-toast-height') ?? '') || 0;
    if (height === placedHeight) return;
    placedHeight = height;
    if (height) root.style.setProperty('--toast-top', `${freeTop(height, wrapper, underHeader)}px`);
  };
  const observer = new MutationObserver(place);
  observer.observe(wrapper, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['style'],
  });
  place();
  return () => {
    observer.disconnect();
    root.style.removeProperty('--toast-top');
  };
}

// What the Popover API leaves to the page, from the first paint (gatsby-ssr.tsx writes it in
// <head>): close the popovers around a picked link, close one when focus Tabs out of it (WCAG
// 2.4.11), and return focus to the invoker after Escape where Chromium loses it. Capture-phase
// listeners, no state.
import { swallow } from "../analytics/swallow";

const isOpen = (popover: Element): boolean => {
  try {
    return popover.matches(":popover-open");
  } catch {
    // A browser without the Popover API: nothing is open.
    return false;
  }
};

const hide = (popover: Element | null | undefined): void => {
  if (popover instanceof HTMLElement && isOpen(popover)) popover.hidePopover();
};

const listen = <K extends keyof DocumentEventMap>(
  type: K,
  listener: (event: DocumentEventMap[K]) => void,
): void => document.addEventListener(type, (event) => swallow(() => listener(event)), true);

listen("click", ({ target }) => {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  for (let popover = link?.closest("[popover]"); popover;) {
    hide(popover);
    popover = popover.parentElement?.closest("[popover]");
  }
});

listen("focusout", ({ target, relatedTarget }) => {
  if (!(target instanceof Node) || !(relatedTarget instanceof Node)) return;
  for (const popover of document.querySelectorAll("[popover]")) {
    const around = popover.parentElement;
    if (around?.contains(target) && !around.contains(relatedTarget)) hide(popover);
  }
});

listen("keydown", ({ key }) => {
  const active = document.activeElement;
  const popover = active?.closest("[popover]");
  if (key !== "Escape" || !popover || !isOpen(popover)) return;
  const invoker = document.querySelector<HTMLElement>(`[popovertarget="${popover.id}"]`);
  setTimeout(() =>
    swallow(() => {
      const focused = document.activeElement;
      if (
        invoker &&
        !isOpen(popover) &&
        (!focused || focused === document.body || popover.contains(focused))
      )
        invoker.focus();
    }),
  );
});

// What the Popover API leaves to the page, written once as a small inline script in <head> so it
// works from the first paint, before React hydrates and whatever React is doing: the platform
// opens and closes the small-screen menu and the dropdowns (popover, popovertarget: light dismiss,
// Escape, one open at a time, focus back to the invoker) and reports each invoker's expanded state
// to assistive technology; this script only
// - closes the popovers around a link when the link is picked (an in-page anchor or a client-side
//   navigation leaves the page in place, the menu must not stay over it);
// - closes a popover when focus moves out of the element that holds it and its invoker (Tab past
//   the last item), so focus never goes on under the panel (WCAG 2.4.11), with no trap. At once:
//   while focusout runs, focus is on no element (the browser has left the old one and not yet
//   reached the next), so the platform has nothing to hand back to the invoker;
// - hands focus back to the invoker when Escape closes a popover that held it and the platform
//   left focus in the closed popover or nowhere (Chromium 156 does so for a popover nested in
//   another: the dropdown inside the open small-screen menu).
// Listeners on the document in the capture phase, so React's re-renders and hydration never touch
// them, and no state of their own: they ask the platform (:popover-open) each time. ES5, so any
// browser parses it; without the Popover API the calls are never reached. The policy hashes its
// exact text (src/node/builtPages/pagePass.ts ownScripts).

/** The script element's id, for tests and the post-build pass. */
export const POPOVER_SCRIPT_ID = "popover-state";

export const POPOVER_SCRIPT =
  `(function(d){` +
  `function isOpen(p){try{return p.matches(":popover-open")}catch(e){return false}}` +
  `function hide(p){if(isOpen(p))p.hidePopover()}` +
  `d.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[href]"),` +
  `p=a&&a.closest("[popover]");while(p){hide(p);p=p.parentElement.closest("[popover]")}},true);` +
  `d.addEventListener("focusout",function(e){var n=e.relatedTarget,t=e.target,` +
  `all=d.querySelectorAll("[popover]"),i,s;if(!n)return;` +
  `for(i=0;i!==all.length;i++){s=all[i].parentElement;` +
  `if(s.contains(t)&&!s.contains(n))hide(all[i])}},true);` +
  `d.addEventListener("keydown",function(e){var a=d.activeElement,p,b;` +
  `if(e.key!=="Escape"||!a)return;p=a.closest("[popover]");if(!p||!isOpen(p))return;` +
  `b=d.querySelector('[popovertarget="'+p.id+'"]');` +
  `setTimeout(function(){var f=d.activeElement;` +
  `if(b&&!isOpen(p)&&(!f||f===d.body||p.contains(f)))b.focus()},0)},true)` +
  `})(document);`;

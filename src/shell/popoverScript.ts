// What the Popover API leaves to the page, inline in <head> so it works before hydration: close the
// popovers around a picked link, close one when focus Tabs out of it (WCAG 2.4.11), and return
// focus to the invoker after Escape where Chromium loses it. Capture-phase listeners, no state;
// ES5; the policy hashes its exact text.

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

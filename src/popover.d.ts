// The Popover API's attributes (HTML, Chromium 114, Firefox 125, Safari 17), which React 18 passes
// through as written but its types (@types/react 18) do not list yet. Lower case, as React 18
// would warn about the camelCase names it does not know.
import "react";

declare module "react" {
  // Merged into React's own declarations, which need the same type parameter.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual";
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
  }
}

// The HTML check's rules: which of the W3C Nu checker's messages fail the build.
//
// Every error fails it, with one narrow exception: the markup gatsby-plugin-image server-renders for
// lazy images. The plugin writes the real URLs to data-src/data-srcset and a tiny inline script
// copies them to src/srcset as the page loads (browsers without it get the <noscript> copy), so the
// HTML as sent has <source> without srcset, <img> without src, and `sizes` without `srcset`; its
// layout sizer is an <img alt="" role="presentation">. Nu rightly reports these, we cannot change
// the plugin's output, and the page as the browser runs it is valid. So exactly these four messages
// are accepted, and only on the elements the plugin marks as its own (data-main-image on the img,
// data-srcset on the source, the sizer's data:image/svg+xml src). Anything else on those elements,
// and any error anywhere else, still fails.

export interface NuMessage {
  type: "error" | "info" | "non-document-error" | string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
  lastLine?: number;
  firstColumn?: number;
}

/** The start tag the message points at, cut from the extract by the highlight range. */
export const highlighted = ({ extract = "", hiliteStart = 0, hiliteLength = 0 }: NuMessage) =>
  extract.slice(hiliteStart, hiliteStart + hiliteLength);

const isPluginSource = (tag: string) => /^<source\b/.test(tag) && /\sdata-srcset="/.test(tag);
const isPluginMainImage = (tag: string) =>
  /^<img\b/.test(tag) && /\sdata-main-image=""/.test(tag) && /\sdata-src="/.test(tag);
const isPluginSizer = (tag: string) =>
  /^<img\b/.test(tag) &&
  /\salt=""/.test(tag) &&
  /\srole="presentation"/.test(tag) &&
  /\saria-hidden="true"/.test(tag) &&
  /\ssrc="data:image\/svg\+xml/.test(tag);

const KNOWN_GATSBY_IMAGE_ERRORS: { message: string; element: (tag: string) => boolean }[] = [
  { message: "Element “source” is missing required attribute “srcset”.", element: isPluginSource },
  {
    message:
      "The “sizes” attribute must only be specified if the “srcset” attribute is also specified.",
    element: (tag) => isPluginSource(tag) || isPluginMainImage(tag),
  },
  {
    message: "Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
    element: isPluginMainImage,
  },
  {
    message:
      "An “img” element with a “role” attribute must not have an “alt” attribute whose value is the empty string.",
    element: isPluginSizer,
  },
];

/** True for the four known gatsby-plugin-image lazy-markup errors, on the plugin's own elements. */
export function isKnownGatsbyImageError(message: NuMessage): boolean {
  if (message.type !== "error") return false;
  const tag = highlighted(message);
  return KNOWN_GATSBY_IMAGE_ERRORS.some(
    (known) => known.message === message.message && known.element(tag),
  );
}

/** Splits Nu's messages into the ones that fail the check and the accepted plugin ones. */
export function classify(messages: NuMessage[]): { failures: NuMessage[]; accepted: NuMessage[] } {
  const failures: NuMessage[] = [];
  const accepted: NuMessage[] = [];
  for (const message of messages) {
    if (message.type === "info") continue; // warnings and notes: reported by Nu, not errors
    if (isKnownGatsbyImageError(message)) accepted.push(message);
    else failures.push(message);
  }
  return { failures, accepted };
}

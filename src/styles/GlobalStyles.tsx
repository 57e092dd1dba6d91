import { Global, css, type Theme } from "@emotion/react";
import { colorDeclarations, palettes } from "../theme";
import { fontFaceCss } from "./fonts";
import { MENU_ID } from "../elementIds";

// Colours: custom properties on :root from the light palette, swapped for the dark one by a media
// query, so the page is painted in the visitor's scheme from the first frame. color-scheme tells
// the browser too (scrollbars, form controls, the default canvas).
const globalStyles = (theme: Theme) => css`
  ${fontFaceCss()}

  :root {
    ${colorDeclarations(palettes.light)}
    color-scheme: light dark;
  }

  @media (prefers-color-scheme: dark) {
    :root {
      ${colorDeclarations(palettes.dark)}
    }
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  /* A grid without column templates (one column on a phone) takes the width it is given, never the
     width of its longest word or widest figure (an auto column's least): with text at 200% on a
     small phone that would push the page wider than the screen (WCAG 1.4.10). */
  * {
    grid-auto-columns: minmax(0, 1fr);
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    /* Anchored sections (#the-system, #testimonials) stop below the fixed top bar. */
    scroll-padding-top: calc(${theme.sizes.headerHeight} + ${theme.space[4]});
    scroll-behavior: smooth;
  }

  @media (prefers-reduced-motion: reduce) {
    html {
      scroll-behavior: auto;
    }
  }

  /* While the phone menu is open the page behind its veil stays where it is (wheel, keys). */
  html:has(#${MENU_ID}:popover-open) {
    overflow: hidden;
  }

  body {
    margin: 0;
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    -webkit-font-smoothing: antialiased;
    /* A word longer than its line (a tagline's "Craftsmanship", a price, with text at 200% on a
       small phone) breaks rather than stick out of the page (WCAG 1.4.4, 1.4.10); nothing else
       breaks inside a word. */
    overflow-wrap: break-word;
  }

  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.fonts.heading};
    font-weight: ${theme.fontWeights.heading};
    line-height: ${theme.lineHeights.tight};
    margin: 0 0 ${theme.space[4]};
    text-wrap: balance;
    /* Also in a grid or flex item, whose width would otherwise follow the longest word. */
    overflow-wrap: anywhere;
  }

  /* Every heading on the type scale by its level, so one a component does not size itself never
     falls back to the browser's 1.5em and outranks the page's H1 (a page's own H1 is its display
     or pageTitle size, set where it is laid out). */
  h1 {
    font-size: ${theme.typeScale.pageTitle};
  }
  h2 {
    font-size: ${theme.typeScale.sectionTitle};
  }
  h3 {
    font-size: ${theme.typeScale.cardTitle};
  }
  h4 {
    font-size: ${theme.typeScale.lead};
  }

  p,
  ul,
  ol,
  blockquote,
  figure {
    margin: 0 0 ${theme.space[4]};
  }

  /* No word left alone on a paragraph's last line. */
  p,
  li {
    text-wrap: pretty;
  }

  img,
  svg {
    max-width: 100%;
  }

  a {
    color: ${theme.colors.primary};
    text-underline-offset: 0.15em;
  }

  a:hover {
    color: ${theme.colors.primaryHover};
  }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  /* main is focused by the skip link: no ring around the whole page. */
  main:focus {
    outline: none;
  }

  code,
  pre {
    font-family: ${theme.fonts.mono};
    font-size: 0.9em;
  }
`;

/** Base element styles for the whole site. */
export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}

import type { ReactNode } from "react";
import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import type { SiteData } from "../hooks/useSiteMetadata";
import { container } from "../styles/container";
import { mediaUp } from "../theme";
import { visuallyHidden } from "../styles/visuallyHidden";
import { CopyrightYear } from "./CopyrightYear";
import { FooterBlock } from "./FooterBlock";
import { routes } from "../routes";

const footerStyles = (theme: Theme) => css`
  padding-block: ${theme.space[8]} ${theme.space[6]};
  background: ${theme.colors.inverse};
  color: ${theme.colors.onInverse};

  a {
    color: ${theme.colors.inverseLink};
  }
  a:hover {
    color: ${theme.colors.onInverse};
  }
  /* On the footer's links, not the footer (a bare :focus-visible here would style the footer):
     10.4:1 on the dark band, where the site's ring is 3.1:1. */
  a:focus-visible {
    outline-color: ${theme.colors.inverseLink};
  }
`;

const gridStyles = (theme: Theme) => css`
  ${container(theme)};
  display: grid;
  gap: ${theme.space[6]};
  ${mediaUp("md")} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const listStyles = (theme: Theme) => css`
  list-style: none;
  padding: 0;
  margin: 0;
  li + li {
    margin-top: ${theme.space[1]};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: ${theme.sizes.target};
    /* The email address breaks rather than widen the page with larger text on a phone. */
    overflow-wrap: anywhere;
  }
`;

const addressStyles = css`
  font-style: normal;
`;

// The divider spans the grid's width, not the gutters: it sits on the inner paragraph.
const copyrightStyles = (theme: Theme) => css`
  ${container(theme)};
  margin-top: ${theme.space[7]};
  font-size: ${theme.fontSizes.sm};

  p {
    margin: 0;
    padding-top: ${theme.space[5]};
    border-top: 1px solid ${theme.colors.borderStrong};
  }
`;

const SOCIAL_ICONS: Record<keyof SiteData["social"], ReactNode> = {
  linkedin: (
    <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75ZM9.5 9.75h3.8v1.55h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5.02c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4V9.75Z" />
  ),
  github: (
    <path d="M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.47-1.11-1.47-.91-.62.07-.6.07-.6 1 .07 1.53 1.03 1.53 1.03.9 1.52 2.34 1.08 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.55-1.11-4.55-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.65 0 0 .84-.27 2.75 1.02a9.5 9.5 0 0 1 5 0c1.91-1.3 2.75-1.02 2.75-1.02.55 1.38.2 2.4.1 2.65.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.85V21c0 .27.18.58.69.48A10 10 0 0 0 12 2Z" />
  ),
  x: (
    <path d="M17.75 3h3.07l-6.7 7.65L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.19L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.58L16.67 19.2Z" />
  ),
};

const SOCIAL_NAMES: Record<keyof SiteData["social"], string> = {
  linkedin: "LinkedIn",
  github: "GitHub",
  x: "X",
};

interface SiteFooterProps {
  site: SiteData;
}

/** Contact details, legal pages, social profiles and the copyright line. */
export function SiteFooter({ site }: SiteFooterProps) {
  const socials = Object.keys(SOCIAL_NAMES) as (keyof typeof SOCIAL_NAMES)[];
  return (
    <footer css={footerStyles}>
      <div css={gridStyles}>
        <FooterBlock title="Contact">
          <address css={addressStyles}>
            <ul css={listStyles}>
              <li>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>{site.location}</li>
            </ul>
          </address>
        </FooterBlock>
        <FooterBlock title="Legal">
          <ul css={listStyles}>
            <li>
              <Link to={routes.privacyPolicy}>Privacy Policy</Link>
            </li>
            <li>
              <Link to={routes.termsOfService}>Terms of Service</Link>
            </li>
          </ul>
        </FooterBlock>
        <FooterBlock title="Follow Us">
          <ul css={listStyles}>
            {socials.map((key) => (
              <li key={key}>
                <a href={site.social[key]} target="_blank" rel="noopener noreferrer">
                  <svg
                    width="20"
                    height="20"
                    viewBox="0 0 24 24"
                    fill="currentColor"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {SOCIAL_ICONS[key]}
                  </svg>
                  {SOCIAL_NAMES[key]}
                  <span css={visuallyHidden}> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </FooterBlock>
      </div>
      <div css={copyrightStyles}>
        <p>
          © <CopyrightYear buildYear={site.buildYear} /> {site.title}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

import type { ReactNode } from "react";
import { css, type Theme } from "@emotion/react";
import { getImage } from "gatsby-plugin-image";
import { labelHeading } from "../styles/labelHeading";
import { mediaUp } from "../theme";
import { ResponsiveImage } from "./ResponsiveImage";
import { SiteLink } from "./SiteLink";

// Facts, not features: each credential behind an accent rule (never the "good fit" list's tick),
// a link where the coach gave one; then the logos.
const styles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};

  .credentials {
    display: grid;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-weight: ${theme.fontWeights.medium};
    line-height: ${theme.lineHeights.snug};
  }

  .credentials li {
    padding-inline-start: ${theme.space[3]};
    border-inline-start: 3px solid ${theme.colors.accent};
  }

  /* A fact with a source reads as the others do; a dotted line under it says it can be checked. */
  .credentials a {
    color: inherit;
    text-decoration-style: dotted;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }

  .credentials a:hover {
    text-decoration-style: solid;
  }

  h2 {
    ${labelHeading(theme)};
    margin-bottom: ${theme.space[3]};
    color: ${theme.colors.textMuted};
  }

  .logos {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[4]} ${theme.space[5]};
    ${mediaUp("sm")} {
      column-gap: ${theme.space[6]};
    }
    margin: 0;
    padding: 0;
    list-style: none;
  }

  /* Every logo in one colour, whatever its own: dark on the light scheme, light on the dark (the
     coach's files have a transparent ground, docs/content.md). Its height is set here and its width
     follows from the width and height the image carries, so the row never moves as they load. */
  .logos img {
    width: auto;
    height: ${theme.sizes.proofLogo};
    filter: brightness(0);
    opacity: 0.72;
  }
  @media (prefers-color-scheme: dark) {
    .logos img {
      filter: brightness(0) invert(1);
      opacity: 0.8;
    }
  }
`;

/** A link when there is somewhere to check it, the bare content otherwise. */
const Checkable = ({ url, children }: { url?: string | null; children: ReactNode }) =>
  url ? <SiteLink to={url}>{children}</SiteLink> : <>{children}</>;

/**
 * Proof a visitor can check, in the hero (content/home.yaml `proof`): the coach's credentials (one
 * short fact each, linked where it can be checked) and the logos of clients or conferences, each
 * with the image sharp made of it. Nothing at all when there is neither.
 */
export function HeroProof({ proof }: { proof: Queries.HomeContentFragment["proof"] }) {
  const credentials = proof?.credentials ?? [];
  const logos = proof?.logos;
  const items = (logos?.items ?? []).flatMap(({ alt, url, image }) => {
    const data = getImage(image.childImageSharp?.gatsbyImageData ?? null);
    return data ? [{ alt, url, image: data }] : [];
  });
  if (credentials.length === 0 && items.length === 0) return null;
  return (
    <div css={styles} data-proof="">
      {credentials.length > 0 && (
        <ul className="credentials" aria-label="Credentials">
          {credentials.map(({ text, url }) => (
            <li key={text}>
              <Checkable url={url}>{text}</Checkable>
            </li>
          ))}
        </ul>
      )}
      {logos && items.length > 0 && (
        <section aria-labelledby="proof-logos">
          <h2 id="proof-logos">{logos.title}</h2>
          <ul className="logos">
            {items.map((logo) => (
              <li key={logo.alt}>
                <Checkable url={logo.url}>
                  <ResponsiveImage image={logo.image} alt={logo.alt} />
                </Checkable>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

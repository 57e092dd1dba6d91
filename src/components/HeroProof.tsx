import { css, type Theme } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { labelHeading } from "../styles/labelHeading";
import { mediaUp } from "../theme";
import { LineIcon } from "./LineIcon";
import { ResponsiveImage } from "./ResponsiveImage";

// Under the hero's text, across its columns, behind a hairline: the credentials, then the logos.
const styles = (theme: Theme) => css`
  grid-column: 1 / -1;
  display: grid;
  gap: ${theme.space[5]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.border};

  .credentials {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]} ${theme.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-weight: ${theme.fontWeights.medium};
    line-height: ${theme.lineHeights.snug};
  }

  .credentials li {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]};
    min-width: 0;
  }

  .credentials svg {
    flex: none;
    margin-top: 0.1em;
    color: ${theme.colors.primary};
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

interface ProofLogo {
  alt: string;
  image: IGatsbyImageData;
}

export interface HeroProofProps {
  /** One short credential each ("Author of …", "Talks at …"); none, no line. */
  credentials: readonly string[];
  /** A row of client or conference logos under its title; none, no row. */
  logos?: { title: string; items: readonly ProofLogo[] };
}

/**
 * Proof a visitor can check, under the hero (content/home.yaml `proof`): the coach's credentials
 * and the logos of clients or conferences. Nothing at all, not even its rule, when there is
 * neither.
 */
export function HeroProof({ credentials, logos }: HeroProofProps) {
  const items = logos?.items ?? [];
  if (credentials.length === 0 && items.length === 0) return null;
  return (
    <div css={styles} data-proof="">
      {credentials.length > 0 && (
        <ul className="credentials" aria-label="Credentials">
          {credentials.map((credential) => (
            <li key={credential}>
              <LineIcon d="M5 12.5 10 17.5 19 7" size={18} strokeWidth={2.5} />
              <span>{credential}</span>
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
                <ResponsiveImage image={logo.image} alt={logo.alt} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

import { css, type Theme } from "@emotion/react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { mediaUp } from "../theme";
import { container } from "../styles/container";
import { Button } from "./Button";
import { routes } from "../routes";

const styles = (theme: Theme) => css`
  ${container(theme)};
  display: grid;
  gap: ${theme.space[7]};
  align-items: center;
  padding-block: ${theme.space[7]} ${theme.space[8]};

  ${mediaUp("md")} {
    grid-template-columns: 7fr 5fr;
    padding-block: ${theme.space[8]} ${theme.space[9]};
  }

  h1 {
    font-size: ${theme.fontSizes["3xl"]};
    ${mediaUp("xl")} {
      font-size: ${theme.fontSizes["4xl"]};
    }
  }
`;

const eyebrowStyles = (theme: Theme) => css`
  margin-bottom: ${theme.space[3]};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const introStyles = (theme: Theme) => css`
  max-width: ${theme.sizes.prose};
  margin-bottom: ${theme.space[6]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

const figureStyles = (theme: Theme) => css`
  justify-self: center;
  width: 100%;
  max-width: 17rem;
  margin: 0;
  ${mediaUp("md")} {
    max-width: 27.5rem;
  }

  .portrait {
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.menu};
  }

  figcaption {
    margin-top: ${theme.space[3]};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    text-align: center;
  }
`;

export interface HomeHeroProps {
  eyebrow: string;
  /** The site's tagline: the page's one h1. */
  tagline: string;
  intro: string;
  bookingUrl: string;
  coachName: string;
  portrait: IGatsbyImageData | undefined;
  portraitAlt: string;
}

// The tag Gatsby's types lack: React 18 passes lowercase attributes through unchanged.
const highPriority = { fetchpriority: "high" } as Record<string, string>;

/** The first screen: who it is for, the tagline, the booking call to action and the coach. */
export function HomeHero({
  eyebrow,
  tagline,
  intro,
  bookingUrl,
  coachName,
  portrait,
  portraitAlt,
}: HomeHeroProps) {
  return (
    <header css={styles} data-placement="hero">
      <div>
        <p css={eyebrowStyles}>{eyebrow}</p>
        <h1>{tagline}</h1>
        <p css={introStyles}>{intro}</p>
        <div css={actionsStyles}>
          <Button to={bookingUrl} size="lg">
            Schedule a Call
          </Button>
          <Button to={routes.theSystem} size="lg" variant="secondary">
            See how it works
          </Button>
        </div>
      </div>
      {portrait && (
        <figure css={figureStyles}>
          {/* The largest image on the first screen: fetched at once, ahead of everything else. */}
          <GatsbyImage
            image={portrait}
            alt={portraitAlt}
            loading="eager"
            className="portrait"
            {...highPriority}
          />
          <figcaption>{coachName}, technical coach</figcaption>
        </figure>
      )}
    </header>
  );
}

import { Fragment } from "react";
import { css, type Theme } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { mediaUp } from "../theme";
import { container } from "../styles/container";
import { Button } from "./Button";
import { Initials } from "./Initials";
import { IntroCallNote } from "./IntroCallNote";
import { routes } from "../routes";
import { ResponsiveImage } from "./ResponsiveImage";
import { HeroProof, type HeroProofProps } from "./HeroProof";

const styles = (theme: Theme) => css`
  ${container(theme)};
  display: grid;
  gap: ${theme.space[6]};
  /* Top, not centred: centred text moves when the portrait's caption is parsed after the first
     paint (a slow phone paints the page before it has all of it). */
  align-items: start;
  padding-block: ${theme.space[6]} ${theme.space[7]};

  ${mediaUp("md")} {
    gap: ${theme.space[7]};
    padding-block: ${theme.space[8]};
  }

  /* The scale's largest size. On phones it follows the screen's width: a short sentence such as
     "Agents Give You Speed." keeps one line from 320 px up, in the brand font and in its fallback
     alike, so lines do not re-break when the font arrives. */
  h1 {
    font-size: ${theme.typeScale.display};
  }

  /* Each sentence of the tagline on its own line(s): it never breaks mid-idea. */
  h1 span {
    display: block;
  }
`;

// The portrait beside the text from md up.
const besidePortraitStyles = css`
  ${mediaUp("md")} {
    grid-template-columns: 7fr 5fr;
  }
`;

// Without a portrait (until the coach adds a real photo) the hero is a composition of its own, not
// the two columns with one empty: from md up one column, the tagline, intro, buttons and the
// coach's byline (initials in the brand's circle, name and role) one under the other. The column
// starts on the page's grid, where the logo and every section start, and ends where its lines
// read best; its text starts on that edge rather than being centred (a centred line also moves
// sideways when the brand font arrives and changes its width: a layout shift).
const singleColumnStyles = (theme: Theme) => css`
  ${mediaUp("md")} {
    gap: ${theme.space[6]};

    > * {
      width: min(100%, ${theme.sizes.heroColumn});
    }

    h1 {
      max-width: 20em;
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
  text-wrap: balance;
`;

const introStyles = (theme: Theme) => css`
  max-width: ${theme.sizes.prose};
  margin-bottom: ${theme.space[5]};
  color: ${theme.colors.textMuted};
  ${mediaUp("md")} {
    margin-bottom: ${theme.space[6]};
    font-size: ${theme.typeScale.lead};
  }
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

// Below md the photo is a small round byline under the call to action, so the first screen is
// the message and the button; from md up it is the portrait beside the text. One image element,
// one download: `sizes` asks for a small file on phones.
const figureStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin: 0;

  .portrait {
    flex: none;
    width: 4.5rem;
    height: 4.5rem;
    border-radius: ${theme.radii.pill};
  }

  figcaption {
    line-height: ${theme.lineHeights.snug};
    text-align: start;
  }

  .name {
    display: block;
    font-weight: ${theme.fontWeights.bold};
  }

  .role {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const figureBesideStyles = (theme: Theme) => css`
  ${mediaUp("md")} {
    flex-direction: column;
    align-items: stretch;
    justify-self: end;
    width: 100%;
    max-width: 26rem;

    .portrait {
      width: 100%;
      height: auto;
      border-radius: ${theme.radii.lg};
      box-shadow: ${theme.shadows.menu};
    }

    figcaption {
      text-align: center;
    }

    .name {
      display: inline;
    }

    .name::after {
      content: ", ";
    }
  }
`;

/** The tagline split after each sentence: "Agents Give You Speed." | "Craftsmanship Gives ...". */
const sentences = (text: string): string[] =>
  text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== "");

export interface HomeHeroProps {
  eyebrow: string;
  /** The site's tagline: the page's one h1. */
  tagline: string;
  intro: string;
  bookingUrl: string;
  /** What the intro call is, in one line (content/offer.yaml). */
  introCall: string;
  coachName: string;
  coachRole: string;
  portrait: IGatsbyImageData | undefined;
  portraitAlt: string;
  /** Credentials and logos under the hero (content/home.yaml `proof`); none, nothing there. */
  proof?: HeroProofProps;
}

/**
 * The first screen: who it is for, the tagline, the booking call to action and the coach, then the
 * proof a visitor can check (credentials, client logos) when the coach has given any.
 */
export function HomeHero({
  eyebrow,
  tagline,
  intro,
  bookingUrl,
  introCall,
  coachName,
  coachRole,
  portrait,
  portraitAlt,
  proof = { credentials: [] },
}: HomeHeroProps) {
  return (
    <header
      css={[styles, portrait ? besidePortraitStyles : singleColumnStyles]}
      data-placement="hero"
    >
      <div>
        <p css={eyebrowStyles}>{eyebrow}</p>
        <h1>
          {sentences(tagline).map((sentence, index) => (
            <Fragment key={sentence}>
              {index > 0 && " "}
              <span>{sentence}</span>
            </Fragment>
          ))}
        </h1>
        <p css={introStyles}>{intro}</p>
        <div css={actionsStyles} className="hero-actions">
          <Button to={bookingUrl} size="lg">
            Schedule a Call
          </Button>
          <Button to={routes.theSystem} size="lg" variant="secondary">
            See how it works
          </Button>
        </div>
        <IntroCallNote text={introCall} />
      </div>
      <figure css={[figureStyles, portrait && figureBesideStyles]}>
        {portrait ? (
          // The largest image on a laptop's first screen: fetched at once, ahead of the rest.
          <ResponsiveImage
            image={portrait}
            alt={portraitAlt}
            loading="eager"
            highPriority
            className="portrait"
            objectPosition="50% 15%"
          />
        ) : (
          <Initials name={coachName} size="3rem" />
        )}
        <figcaption>
          <span className="name">{coachName}</span>
          <span className="role">{coachRole}</span>
        </figcaption>
      </figure>
      <HeroProof {...proof} />
    </header>
  );
}

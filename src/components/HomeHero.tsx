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
import { HeroProof } from "./HeroProof";

const styles = (theme: Theme) => css`
  ${container(theme)};
  display: grid;
  gap: ${theme.space[5]};
  /* Top, not centred: centred text moves when the portrait's caption is parsed after the first
     paint (a slow phone paints the page before it has all of it). */
  align-items: start;
  padding-block: ${theme.space[5]} ${theme.space[6]};

  ${mediaUp("md")} {
    padding-block: ${theme.space[7]};
  }

  /* From lg the text and the proof side by side, with or without a portrait: the width is used. */
  ${mediaUp("lg")} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
    column-gap: ${theme.space[7]};
  }

  > :first-child {
    max-width: ${theme.sizes.heroColumn};
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
    font-size: ${theme.typeScale.lead};
  }
`;

// Side by side on a phone too (md size); the large size from sm up.
const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  ${mediaUp("sm")} {
    a {
      min-height: 3.25rem;
      padding: ${theme.space[3]} ${theme.space[5]};
      font-size: ${theme.fontSizes.lg};
    }
  }
`;

// The coach and the proof: under the text on phones, beside it from lg; one image, one download.
const asideStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.border};
  ${mediaUp("lg")} {
    padding: 0 0 0 ${theme.space[6]};
    border-top: 0;
    border-left: 1px solid ${theme.colors.border};
  }

  figure {
    display: flex;
    align-items: center;
    gap: ${theme.space[4]};
    margin: 0;
  }

  .portrait {
    flex: none;
    width: 7.5rem;
    height: 7.5rem;
    border-radius: ${theme.radii.lg};
    ${mediaUp("lg")} {
      width: 12rem;
      height: 15rem;
    }
  }

  figcaption {
    line-height: ${theme.lineHeights.snug};
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

/** The tagline split after each sentence: "Agents Give You Speed." | "Craftsmanship Gives ...". */
const sentences = (text: string): string[] =>
  text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim() !== "");

export interface HomeHeroProps {
  home: Pick<Queries.HomeContentFragment, "hero" | "coach" | "proof">;
  /** The site's tagline: the page's one h1. */
  tagline: string;
  bookingUrl: string;
  /** What the intro call is, in one line (content/offer.yaml). */
  introCall: string;
  /** The face crop (or the portrait); undefined while the portrait is the shipped placeholder. */
  portrait: IGatsbyImageData | undefined;
}

/** The first screen: tagline, booking call to action, and the coach's face with proof. */
export function HomeHero({ home, tagline, bookingUrl, introCall, portrait }: HomeHeroProps) {
  const { hero, coach } = home;
  return (
    <header css={styles} data-placement="hero">
      <div>
        <p css={eyebrowStyles}>{hero.eyebrow}</p>
        <h1>
          {sentences(tagline).map((sentence, index) => (
            <Fragment key={sentence}>
              {index > 0 && " "}
              <span>{sentence}</span>
            </Fragment>
          ))}
        </h1>
        <p css={introStyles}>{hero.intro}</p>
        <div css={actionsStyles}>
          <Button to={bookingUrl}>Schedule a Call</Button>
          <Button to={routes.theSystem}>See how it works</Button>
        </div>
        <IntroCallNote text={introCall} />
      </div>
      <div css={asideStyles}>
        <figure>
          {portrait ? (
            // The largest image of a laptop's first screen: fetched at once, ahead of the rest.
            <ResponsiveImage
              image={portrait}
              alt={coach.portraitAlt}
              loading="eager"
              highPriority
              className="portrait"
              objectPosition="50% 15%"
            />
          ) : (
            <Initials name={coach.name} size="3rem" />
          )}
          <figcaption>
            <span className="name">{coach.name}</span>
            <span className="role">{coach.role}</span>
          </figcaption>
        </figure>
        <HeroProof proof={home.proof} />
      </div>
    </header>
  );
}

import { css, type Theme } from "@emotion/react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { cardGrid } from "../styles/cardGrid";
import { container } from "../styles/container";
import { balancedColumns } from "../styles/balancedColumns";
import { mediaUp, ROOT_PX } from "../theme";
import { AudienceFit } from "./AudienceFit";
import { Button } from "./Button";
import { CaseStudyGrid } from "./CaseStudyGrid";
import { ClosingCta } from "./ClosingCta";
import { CoachAbout } from "./CoachAbout";
import { EngagementFormats } from "./EngagementFormats";
import { Faq } from "./Faq";
import { HomeHero } from "./HomeHero";
import { IntroCallNote } from "./IntroCallNote";
import { NewsletterCta } from "./NewsletterCta";
import type { Signup } from "../newsletterForm";
import { headlineResults, ResultsStrip } from "./ResultsStrip";
import { Section } from "./Section";
import { SystemSteps } from "./SystemSteps";
import { TestimonialCard } from "./TestimonialCard";

// One photo, two crops: the hero shows the face (small `sizes` on phones), About the portrait.
/** @graphqlFragment */
export const query = graphql`
  fragment HomeContent on HomeYaml {
    hero {
      eyebrow
      intro
    }
    results {
      title
      intro
    }
    system {
      title
      intro
      steps {
        title
        description
      }
    }
    testimonials {
      title
      intro
    }
    caseStudies {
      title
      intro
    }
    newsletter {
      title
    }
    proof {
      credentials {
        text
        url
      }
      logos {
        title
        items {
          alt
          url
          image {
            childImageSharp {
              gatsbyImageData(height: 28, layout: FIXED, placeholder: NONE)
            }
          }
        }
      }
    }
    coach {
      name
      role
      bio
      portraitAlt
      links {
        title
        url
      }
      face {
        childImageSharp {
          ...HeroFace
        }
      }
      portrait {
        childImageSharp {
          ...HeroFace
          about: gatsbyImageData(
            width: 352
            aspectRatio: 0.8
            sizes: "(min-width: 768px) 352px, calc(100vw - 3rem)"
          )
        }
      }
    }
  }

  fragment HeroFace on ImageSharp {
    hero: gatsbyImageData(width: 240, aspectRatio: 0.8, sizes: "(min-width: 1024px) 192px, 120px")
  }

  fragment HomeOffer on OfferYaml {
    ...ClosingCta
    audience {
      ...AudienceFit
    }
    formats {
      ...EngagementFormats
    }
    faq {
      ...Faq
    }
  }
`;

const newsletterStyles = (theme: Theme) => css`
  ${container(theme)};
  padding-block: ${theme.space[6]};
`;

const emptyStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  max-width: ${theme.sizes.prose};
`;

// The featured quote right after the figures: people who vouch before the method and the prices.
const featuredStyles = (theme: Theme) => css`
  ${container(theme)};
  padding-block: ${theme.space[5]};
`;

// The other testimonials: a row to swipe on phones (keeps the page short), columns from md up.
const othersStyles = (theme: Theme) => css`
  ${mediaUp("md")} {
    grid-template-columns: minmax(0, 1fr);
  }
  ${balancedColumns(theme, { threeFrom: "lg", fourInARow: false })};
  @media (max-width: ${theme.breakpoints.md / ROOT_PX - 0.01}em) {
    grid-template-columns: none;
    grid-auto-flow: column;
    /* Wider with large text (200 % at 320 px), so "Brightmeadow" fits a card's line; it peeks still. */
    grid-auto-columns: max(85%, min(92%, 14rem));
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    padding-bottom: ${theme.space[3]};
    > li {
      scroll-snap-align: start;
    }
  }
`;

const formatsNoteStyles = (theme: Theme) => css`
  margin-top: ${theme.space[5]};
  color: ${theme.colors.textMuted};
`;

export interface HomeViewProps {
  tagline: string;
  bookingUrl: string;
  signup: Signup;
  home: Queries.HomeContentFragment;
  offer: Queries.HomeOfferFragment;
  testimonials: readonly (Queries.TestimonialCardFragment & {
    id: string;
    featured: boolean | null;
  })[];
  studies: readonly (Queries.CaseStudyCardFragment & { id: string })[];
  /** The newest issue, named in the newsletter's line (none before the first is published). */
  latestIssue?: { slug: string; title: string } | undefined;
  /** False while the portrait is the shipped placeholder: the page is then laid out without it. */
  showPortrait?: boolean;
}

/** The home page, in the order a technical leader decides. */
export function HomeView({
  tagline,
  bookingUrl,
  signup,
  home,
  offer,
  testimonials,
  studies,
  latestIssue,
  showPortrait = true,
}: HomeViewProps) {
  const { coach } = home;
  const photo = showPortrait ? coach.portrait.childImageSharp : null;
  const face = showPortrait ? (coach.face?.childImageSharp ?? photo) : null;
  const featured = testimonials.find((testimonial) => testimonial.featured) ?? testimonials[0];
  const others = testimonials.filter((testimonial) => testimonial !== featured);
  return (
    <>
      <HomeHero
        home={home}
        tagline={tagline}
        bookingUrl={bookingUrl}
        introCall={offer.introCall}
        portrait={getImage(face?.hero ?? null)}
      />
      <ResultsStrip
        title={home.results.title}
        intro={home.results.intro}
        results={headlineResults(studies)}
      />
      {featured && (
        <div css={featuredStyles}>
          <TestimonialCard testimonial={featured} featured />
        </div>
      )}
      <Section id="the-system" title={home.system.title} intro={home.system.intro} muted>
        <SystemSteps steps={home.system.steps} />
      </Section>
      <Section id="who-it-is-for" title={offer.audience.title} intro={offer.audience.intro}>
        <AudienceFit audience={offer.audience} />
      </Section>
      <Section
        id="work-with-me"
        title={offer.formats.title}
        intro={offer.formats.intro}
        placement="offer"
        muted
      >
        <EngagementFormats formats={offer.formats.items} bookingUrl={bookingUrl} />
        <div css={formatsNoteStyles}>
          <IntroCallNote text={offer.introCall} />
        </div>
      </Section>
      <Section id="success-stories" title={home.caseStudies.title} intro={home.caseStudies.intro}>
        {studies.length > 0 ? (
          <CaseStudyGrid studies={studies} headingLevel="h3" brief />
        ) : (
          <div css={emptyStyles} data-placement="case-study">
            <p>
              No success stories are published yet. A call is the quickest way to hear what coaching
              could change for your team.
            </p>
            <p>
              <Button to={bookingUrl}>Schedule a Call</Button>
            </p>
          </div>
        )}
      </Section>
      {others.length > 0 && (
        <Section
          id="testimonials"
          title={home.testimonials.title}
          intro={home.testimonials.intro}
          muted
        >
          {/* Focusable, so the row can be scrolled with the keyboard where it scrolls. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <ul css={[cardGrid, othersStyles]} tabIndex={0} aria-label="More testimonials">
            {others.map((testimonial) => (
              <li key={testimonial.id}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </Section>
      )}
      {/* Without a photo, About takes the FAQ's composition (heading beside the text) rather than
          the photo layout with the picture missing. */}
      <Section id="about" title={`About ${coach.name}`} split={!photo}>
        <CoachAbout coach={coach} photo={getImage(photo?.about ?? null)} />
      </Section>
      <Section id="faq" title={offer.faq.title} split muted>
        <Faq items={offer.faq.items} />
      </Section>
      <div css={newsletterStyles}>
        <NewsletterCta
          title={home.newsletter.title}
          signup={signup}
          placement="newsletter-section"
          showArchiveLink={!!latestIssue}
          latest={latestIssue}
        />
      </div>
      <ClosingCta content={offer} bookingUrl={bookingUrl} />
    </>
  );
}

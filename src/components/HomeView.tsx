import { css, type Theme } from "@emotion/react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { cardGrid } from "../styles/cardGrid";
import { container } from "../styles/container";
import { AudienceFit } from "./AudienceFit";
import { Button } from "./Button";
import { CaseStudyGrid } from "./CaseStudyGrid";
import { ClosingCta } from "./ClosingCta";
import { CoachAbout } from "./CoachAbout";
import { EngagementFormats } from "./EngagementFormats";
import { Faq } from "./Faq";
import { HomeHero } from "./HomeHero";
import type { HeroProofProps } from "./HeroProof";
import { IntroCallNote } from "./IntroCallNote";
import { NewsletterCta } from "./NewsletterCta";
import { NewsletterListItem } from "./NewsletterListItem";
import { StartHere, type StartHereIssue } from "./StartHere";
import { headlineResults, ResultsStrip } from "./ResultsStrip";
import { Section } from "./Section";
import { SystemSteps } from "./SystemSteps";
import { TestimonialCard } from "./TestimonialCard";

// One photo, two crops: the hero shows it at most 26rem (416 px) wide from md up and as a 72 px
// round byline below (`sizes` says so: phones fetch a small file); About shows it beside the bio.
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
      intro
    }
    proof {
      credentials
      logos {
        title
        items {
          alt
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
      portrait {
        childImageSharp {
          hero: gatsbyImageData(
            width: 416
            aspectRatio: 0.8
            sizes: "(min-width: 768px) 416px, 72px"
          )
          about: gatsbyImageData(
            width: 352
            aspectRatio: 0.8
            sizes: "(min-width: 768px) 352px, calc(100vw - 3rem)"
          )
        }
      }
    }
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

const bandStyles = (theme: Theme) => css`
  ${container(theme)};
  padding-top: 0;
`;

const startHereStyles = (theme: Theme) => css`
  margin-top: ${theme.space[5]};
`;

const latestStyles = (theme: Theme) => css`
  margin-top: ${theme.space[7]};

  h3 {
    font-size: ${theme.typeScale.cardTitle};
  }
`;

const emptyStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  max-width: ${theme.sizes.prose};
`;

const formatsNoteStyles = (theme: Theme) => css`
  margin-top: ${theme.space[5]};
  color: ${theme.colors.textMuted};
`;

/** content/home.yaml's proof as the hero shows it: each logo with the image sharp made of it. */
function heroProof(proof: Queries.HomeContentFragment["proof"]): HeroProofProps {
  const logos = proof?.logos;
  const items = (logos?.items ?? []).flatMap(({ alt, image }) => {
    const data = getImage(image.childImageSharp?.gatsbyImageData ?? null);
    return data ? [{ alt, image: data }] : [];
  });
  return {
    credentials: proof?.credentials ?? [],
    ...(logos && { logos: { title: logos.title, items } }),
  };
}

export interface HomeViewProps {
  tagline: string;
  bookingUrl: string;
  newsletterSubscribeUrl: string;
  home: Queries.HomeContentFragment;
  offer: Queries.HomeOfferFragment;
  testimonials: readonly (Queries.TestimonialCardFragment & { id: string })[];
  studies: readonly (Queries.CaseStudyCardFragment & { id: string })[];
  latestIssues: readonly (Queries.NewsletterListItemFragment & { id: string })[];
  /** The issues marked `featured`, in reading order: "Start here", beside the invitation. */
  startHere?: readonly StartHereIssue[];
  /** The build's day ("YYYY-MM-DD"), to mark issues only `gatsby develop` shows. */
  today: string;
  /**
   * False while content/home.yaml's portrait is still the shipped placeholder: the hero and About
   * are then laid out without a picture (the placeholder's text is meant for the coach).
   */
  showPortrait?: boolean;
}

/**
 * The home page, in the order a visitor decides: the promise and the coach, the measured results,
 * who it is for, the method, the ways to work together, the stories and voices behind the figures,
 * the coach in their own words, the questions leaders ask, the newsletter, and the next step.
 */
export function HomeView({
  tagline,
  bookingUrl,
  newsletterSubscribeUrl,
  home,
  offer,
  testimonials,
  studies,
  latestIssues,
  startHere = [],
  today,
  showPortrait = true,
}: HomeViewProps) {
  const { coach } = home;
  const photo = showPortrait ? coach.portrait.childImageSharp : null;
  return (
    <>
      <HomeHero
        eyebrow={home.hero.eyebrow}
        tagline={tagline}
        intro={home.hero.intro}
        bookingUrl={bookingUrl}
        introCall={offer.introCall}
        coachName={coach.name}
        coachRole={coach.role}
        portrait={getImage(photo?.hero ?? null)}
        portraitAlt={coach.portraitAlt}
        proof={heroProof(home.proof)}
      />
      <ResultsStrip
        title={home.results.title}
        intro={home.results.intro}
        results={headlineResults(studies)}
      />
      <Section id="who-it-is-for" title={offer.audience.title} intro={offer.audience.intro}>
        <AudienceFit audience={offer.audience} />
      </Section>
      <Section id="the-system" title={home.system.title} intro={home.system.intro} muted>
        <SystemSteps steps={home.system.steps} />
      </Section>
      <Section
        id="work-with-me"
        title={offer.formats.title}
        intro={offer.formats.intro}
        placement="offer"
      >
        <EngagementFormats formats={offer.formats.items} bookingUrl={bookingUrl} />
        <div css={formatsNoteStyles}>
          <IntroCallNote text={offer.introCall} />
        </div>
      </Section>
      <Section
        id="success-stories"
        title={home.caseStudies.title}
        intro={home.caseStudies.intro}
        muted
      >
        {studies.length > 0 ? (
          <CaseStudyGrid studies={studies} headingLevel="h3" />
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
      <Section id="testimonials" title={home.testimonials.title} intro={home.testimonials.intro}>
        <ul css={cardGrid}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      {/* Without a photo, About takes the FAQ's composition (heading beside the text) rather than
          the photo layout with the picture missing. */}
      <Section id="about" title={`About ${coach.name}`} muted split={!photo}>
        <CoachAbout
          name={coach.name}
          role={coach.role}
          bio={coach.bio}
          photo={getImage(photo?.about ?? null)}
          photoAlt={coach.portraitAlt}
        />
      </Section>
      <Section id="faq" title={offer.faq.title} split>
        <Faq items={offer.faq.items} />
      </Section>
      <div css={bandStyles}>
        <NewsletterCta
          title={home.newsletter.title}
          intro={home.newsletter.intro}
          subscribeUrl={newsletterSubscribeUrl}
          placement="newsletter-section"
          showArchiveLink={latestIssues.length > 0}
        />
        {startHere.length > 0 && (
          <div css={startHereStyles}>
            <StartHere issues={startHere} />
          </div>
        )}
        {latestIssues.length > 0 && (
          <section css={latestStyles} aria-labelledby="recent-issues">
            <h2 id="recent-issues">Recent issues</h2>
            {latestIssues.map((issue) => (
              <NewsletterListItem key={issue.id} issue={issue} today={today} />
            ))}
          </section>
        )}
      </div>
      <ClosingCta content={offer} bookingUrl={bookingUrl} />
    </>
  );
}

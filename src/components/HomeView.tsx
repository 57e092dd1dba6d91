import { css, type Theme } from "@emotion/react";
import { graphql, Link } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { mediaUp } from "../theme";
import { container } from "../styles/container";
import { Button } from "./Button";
import { CaseStudyCard } from "./CaseStudyCard";
import { HomeHero } from "./HomeHero";
import { NewsletterCta } from "./NewsletterCta";
import { NewsletterListItem } from "./NewsletterListItem";
import { Section } from "./Section";
import { SystemSteps } from "./SystemSteps";
import { TestimonialCard } from "./TestimonialCard";
import { routes } from "../routes";

// The portrait shows at most 17rem (272 px) wide below the md breakpoint, 27.5rem (440 px) above:
// `sizes` says so, so phones do not fetch the desktop file.
export const query = graphql`
  fragment HomeContent on HomeYaml {
    hero {
      eyebrow
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
    coach {
      name
      bio
      portraitAlt
      portrait {
        childImageSharp {
          gatsbyImageData(width: 440, sizes: "(min-width: 768px) 440px, 272px")
        }
      }
    }
  }
`;

const introStyles = (theme: Theme) => css`
  max-width: ${theme.sizes.prose};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
`;

const testimonialGrid = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  ${mediaUp("md")} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const stack = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
  margin-top: ${theme.space[6]};
`;

const bandStyles = (theme: Theme) => css`
  ${container(theme)};
  padding-block: ${theme.space[8]};
`;

const latestStyles = (theme: Theme) => css`
  margin-top: ${theme.space[7]};

  h3 {
    font-size: ${theme.fontSizes.lg};
  }
`;

export interface HomeViewProps {
  tagline: string;
  bookingUrl: string;
  newsletterSubscribeUrl: string;
  home: Queries.HomeContentFragment;
  testimonials: readonly (Queries.TestimonialCardFragment & { id: string })[];
  featuredStudy: Queries.CaseStudyCardFragment | undefined;
  latestIssues: readonly (Queries.NewsletterListItemFragment & { id: string })[];
  /** The build's day ("YYYY-MM-DD"), to mark issues only `gatsby develop` shows. */
  today: string;
}

/** The home page: hero, the method, testimonials, a success story, the coach and the newsletter. */
export function HomeView({
  tagline,
  bookingUrl,
  newsletterSubscribeUrl,
  home,
  testimonials,
  featuredStudy,
  latestIssues,
  today,
}: HomeViewProps) {
  const { coach } = home;
  return (
    <>
      <HomeHero
        eyebrow={home.hero.eyebrow}
        tagline={tagline}
        intro={home.hero.intro}
        bookingUrl={bookingUrl}
        coachName={coach.name}
        portrait={getImage(coach.portrait.childImageSharp?.gatsbyImageData ?? null)}
        portraitAlt={coach.portraitAlt}
      />
      <Section id="the-system" title={home.system.title} muted>
        <p css={introStyles}>{home.system.intro}</p>
        <SystemSteps steps={home.system.steps} />
      </Section>
      <Section id="testimonials" title={home.testimonials.title}>
        <p css={introStyles}>{home.testimonials.intro}</p>
        <ul css={testimonialGrid}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="success-stories" title={home.caseStudies.title} muted>
        <p css={introStyles}>{home.caseStudies.intro}</p>
        {featuredStudy ? (
          <div css={stack}>
            <CaseStudyCard study={featuredStudy} />
            <p>
              <Link to={routes.caseStudies}>See all success stories</Link>
            </p>
          </div>
        ) : (
          <div css={stack} data-placement="case-study">
            <p>
              The first success story is being written up with the client. Until it is here, a call
              is the quickest way to hear what coaching could change for your team.
            </p>
            <p>
              <Button to={bookingUrl}>Schedule a Call</Button>
            </p>
          </div>
        )}
      </Section>
      <Section id="about" title={`About ${coach.name}`}>
        <p css={introStyles}>{coach.bio}</p>
      </Section>
      <div css={bandStyles}>
        <NewsletterCta
          title={home.newsletter.title}
          intro={home.newsletter.intro}
          subscribeUrl={newsletterSubscribeUrl}
          showArchiveLink={latestIssues.length > 0}
        />
        {latestIssues.length > 0 && (
          <section css={latestStyles} aria-labelledby="latest-issues">
            <h2 id="latest-issues">Latest issues</h2>
            {latestIssues.map((issue) => (
              <NewsletterListItem key={issue.id} issue={issue} today={today} />
            ))}
          </section>
        )}
      </div>
    </>
  );
}

import type { HeadFC } from "gatsby";
import { css, type Theme } from "@emotion/react";
import { Button } from "../components/Button";
import { Section } from "../components/Section";
import { Seo } from "../components/Seo";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { container } from "../styles/container";

const heroStyles = (theme: Theme) => css`
  ${container(theme)};
  padding-block: ${theme.space[9]} ${theme.space[8]};

  h1 {
    font-size: ${theme.fontSizes["3xl"]};
    max-width: 20ch;
  }

  p {
    max-width: ${theme.sizes.prose};
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.textMuted};
  }
`;

export default function HomePage() {
  const { tagline, bookingUrl } = useSiteMetadata();
  return (
    <>
      <header css={heroStyles}>
        <h1>{tagline}</h1>
        <p>
          Technical coaching for software teams and engineering leaders who want the speed of AI
          coding agents without losing the quality that keeps them shipping.
        </p>
        <Button to={bookingUrl} size="lg">
          Schedule a Call
        </Button>
      </header>
      <Section id="the-system" title="The System" muted>
        <p>A coaching method in clear steps, practised on your own code.</p>
      </Section>
      <Section id="testimonials" title="Testimonials">
        <p>What engineering leaders say after working with me.</p>
      </Section>
    </>
  );
}

export const Head: HeadFC = () => <Seo path="/" />;

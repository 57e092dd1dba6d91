import type { HeadFC } from "gatsby";
import { PageIntro } from "../components/PageIntro";
import { Seo } from "../components/Seo";

const TITLE = "Terms of Service";
const INTRO = "The terms that apply when you use this site and book a call.";

export default function TermsOfServicePage() {
  return (
    <PageIntro title={TITLE}>
      <p>{INTRO}</p>
    </PageIntro>
  );
}

export const Head: HeadFC = () => (
  <Seo title={TITLE} description={INTRO} path="/terms-of-service/" />
);

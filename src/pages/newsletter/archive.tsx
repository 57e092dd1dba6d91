import type { HeadFC } from "gatsby";
import { PageIntro } from "../../components/PageIntro";
import { Seo } from "../../components/Seo";

const TITLE = "Newsletter Archive";
const INTRO =
  "Every issue of the newsletter on technical craft, teams and AI coding agents, newest first.";

export default function NewsletterArchivePage() {
  return (
    <PageIntro title={TITLE}>
      <p>{INTRO}</p>
    </PageIntro>
  );
}

export const Head: HeadFC = () => (
  <Seo title={TITLE} description={INTRO} path="/newsletter/archive/" />
);

import type { HeadFC } from "gatsby";
import { PageIntro } from "../components/PageIntro";
import { Seo } from "../components/Seo";

const TITLE = "Success Stories";
const INTRO =
  "How teams I have coached changed the way they build software, and what changed for them as a result.";

export default function CaseStudyPage() {
  return (
    <PageIntro title={TITLE}>
      <p>{INTRO}</p>
    </PageIntro>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={INTRO} path="/case-study/" />;

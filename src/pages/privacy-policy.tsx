import type { HeadFC } from "gatsby";
import { PageIntro } from "../components/PageIntro";
import { Seo } from "../components/Seo";

const TITLE = "Privacy Policy";
const INTRO = "What this site collects when you visit, who processes it, and how to opt out.";

export default function PrivacyPolicyPage() {
  return (
    <PageIntro title={TITLE}>
      <p>{INTRO}</p>
    </PageIntro>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} description={INTRO} path="/privacy-policy/" />;

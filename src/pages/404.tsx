import type { HeadFC } from "gatsby";
import { PageIntro } from "../components/PageIntro";
import { Seo } from "../components/Seo";
import { Button } from "../components/Button";
import { routes } from "../routes";

const TITLE = "Page not found";

export default function NotFoundPage() {
  return (
    <PageIntro title={TITLE}>
      <p>The page you asked for is not here. It may have moved, or the link may have a typo.</p>
      <Button to={routes.home}>Back to the home page</Button>
    </PageIntro>
  );
}

export const Head: HeadFC = () => (
  <Seo title={TITLE} description="This page does not exist." path={routes.notFound}>
    <meta name="robots" content="noindex" />
  </Seo>
);

/**
 * Site configuration: the business's constants (siteMetadata) and the plugins. The coach edits
 * siteMetadata only; a wrong value stops the build naming the key.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 */
import type { GatsbyConfig } from "gatsby";
import {
  assertValidSiteMetadata,
  assertValidSiteUrlEnv,
  publishedSiteUrl,
  type SiteMetadata,
} from "./src/config/siteMetadata";
import { IMAGE_DEFAULTS } from "./src/config/images";
import { palettes } from "./src/theme";
import { newsletterFeed } from "./src/node/feed/feed";
import { yamlTypeName } from "./src/node/content/yamlTypeName";
import { THANK_YOU_ROUTES } from "./src/routes";
import { assertValidAnalyticsEnv } from "./src/config/analyticsEnv";
import { exitOnConfigProblems } from "./src/config/exitOnConfigProblems";
import { assertValidStartEnv } from "./src/config/startEnv";
import { assertValidBuildDateEnv } from "./src/config/buildDate";

// Replace the examples with the business's own before launch (README, "Launch checklist").
export const siteMetadata: SiteMetadata = {
  title: "Craftwise Coaching",
  description:
    "Technical coaching for software teams and engineering leaders: test-driven development, refactoring and safe delivery with AI coding agents.",
  siteUrl: "https://craftwise.example.com",
  tagline: "Agents Give You Speed. Craftsmanship Gives You Confidence.",
  bookingUrl: "https://cal.example.com/craftwise/intro-call",
  newsletterSubscribeUrl: "https://newsletter.example.com/craftwise/subscribe",
  newsletter: {
    // Shown beside every sign-up form: what a subscriber gets, and how often.
    promise:
      "One practical, no-hype email every four to six weeks on test-driven development, refactoring, code review and working safely with AI coding agents.",
    // The form posts straight to the sending service (docs/newsletter.md): "buttondown", "kit" or
    // "mailchimp", and the action address from its embed code. Without both, a link to the page
    // above.
    service: "buttondown",
    formUrl: "https://buttondown.com/api/emails/embed-subscribe/craftwise",
  },
  email: "hello@craftwise.example.com",
  location: "Raleigh, NC",
  social: {
    linkedin: "https://www.linkedin.com/company/craftwise-coaching",
    github: "https://github.com/craftwise-coaching",
    x: "https://x.com/craftwisecoach",
  },
};

// Analytics, LAZY_START and SOURCE_DATE_EPOCH come from the environment (README); a bad value stops
// the build naming every bad key.
exitOnConfigProblems([
  () => assertValidSiteMetadata(siteMetadata),
  () => assertValidSiteUrlEnv(process.env),
  () => assertValidAnalyticsEnv(process.env),
  () => assertValidStartEnv(process.env),
  () => assertValidBuildDateEnv(process.env),
]);

// The deploy passes GitHub Pages' real address in SITE_URL, so canonical links, the sitemap and
// the feed name where the site is published.
const publishedSiteMetadata: SiteMetadata = {
  ...siteMetadata,
  siteUrl: publishedSiteUrl(siteMetadata.siteUrl, process.env),
};

const pathPrefix = process.env.PATH_PREFIX || "";

const config: GatsbyConfig = {
  siteMetadata: publishedSiteMetadata,
  // GitHub Pages project sites live under /<repo>/ (used with PREFIX_PATHS=true).
  pathPrefix,
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  // Emotion's css prop without pragmas; no gatsby-plugin-emotion: SSR is the site's own
  // (gatsby-ssr.tsx) and its babel plugin made every page's JavaScript heavier.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    // Only for its types and getImage: pages render plain <picture> (ResponsiveImage.tsx), so the
    // plugin's head style and inline script would only weigh on the page and the CSP.
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: IMAGE_DEFAULTS },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content` },
    },
    // Markdown nodes and their front matter; their HTML is the site's own, made from the parse the
    // content checks judge (src/node/schema/resolvers.ts).
    "gatsby-transformer-remark",
    { resolve: "gatsby-transformer-yaml", options: { typeName: yamlTypeName } },
    // Not 404 or the thank-you pages (noindex, reached only by providers' redirects).
    { resolve: "gatsby-plugin-sitemap", options: { excludes: [...THANK_YOU_ROUTES] } },
    { resolve: "gatsby-plugin-feed", options: newsletterFeed(pathPrefix) },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: siteMetadata.title,
        short_name: "Craftwise",
        description: siteMetadata.description,
        start_url: "/",
        background_color: palettes.light.background,
        theme_color: palettes.light.primary,
        // gatsby-ssr.tsx writes one theme-color per colour scheme instead.
        theme_color_in_head: false,
        display: "standalone",
        // Drawn by scripts/generate-images.ts.
        icon: "src/images/icon.png",
        include_favicon: true,
        // A new icon reaches visitors despite GitHub Pages' caching.
        cache_busting_mode: "query",
      },
    },
  ],
};

export default config;

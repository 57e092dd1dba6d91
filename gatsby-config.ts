/**
 * Site configuration: the business's constants (siteMetadata) and the plugins.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-config/
 *
 * The coach edits siteMetadata below and nothing else here. Every value is checked when the build
 * starts; a wrong one stops it with a message that names the key.
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

// Replace the example addresses and profiles with the business's own before launch: the build lists
// what is still an example (README, "Launch checklist").
export const siteMetadata: SiteMetadata = {
  title: "Craftwise Coaching",
  description:
    "Technical coaching for software teams and engineering leaders: test-driven development, refactoring and safe delivery with AI coding agents.",
  siteUrl: "https://craftwise.example.com",
  tagline: "Agents Give You Speed. Craftsmanship Gives You Confidence.",
  bookingUrl: "https://cal.example.com/craftwise/intro-call",
  newsletterSubscribeUrl: "https://newsletter.example.com/craftwise/subscribe",
  email: "hello@craftwise.example.com",
  location: "Raleigh, NC",
  social: {
    linkedin: "https://www.linkedin.com/company/craftwise-coaching",
    github: "https://github.com/craftwise-coaching",
    x: "https://x.com/craftwisecoach",
  },
};

// Analytics settings come from the environment (GATSBY_POSTHOG_KEY, GATSBY_POSTHOG_HOST; see the
// README), as does LAZY_START (how pages start). A wrong value here or in siteMetadata, or the
// retired GATSBY_POSTHOG_PERSISTENCE, stops the build (and `gatsby develop`) with one message
// naming every bad key.
exitOnConfigProblems([
  () => assertValidSiteMetadata(siteMetadata),
  () => assertValidSiteUrlEnv(process.env),
  () => assertValidAnalyticsEnv(process.env),
  () => assertValidStartEnv(process.env),
]);

// The deploy workflow passes GitHub Pages' own address (configure-pages' origin) in SITE_URL, so
// canonical links, og:url, the sitemap, the feed and robots.txt name the address the site is
// really published at; a siteUrl above that disagrees is reported in the deploy log.
const publishedSiteMetadata: SiteMetadata = {
  ...siteMetadata,
  siteUrl: publishedSiteUrl(siteMetadata.siteUrl, process.env),
};

const pathPrefix = process.env.PATH_PREFIX || "";

const config: GatsbyConfig = {
  siteMetadata: publishedSiteMetadata,
  // GitHub Pages project sites live under /<repo>/: the deploy workflow passes configure-pages'
  // base_path here (used when building with PREFIX_PATHS=true).
  pathPrefix,
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  // Emotion's JSX runtime gives every component the css prop without per-file pragmas. Emotion
  // needs no plugin: its server rendering is the site's own (gatsby-ssr.tsx, src/wrap/), and
  // gatsby-plugin-emotion's only work, compiling the styles with @emotion/babel-plugin, made every
  // page's JavaScript heavier for the same CSS.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    // gatsby-plugin-image is a dependency for its image types and getImage only: pages render the
    // sharp pipeline's gatsbyImageData as plain <picture> (src/components/ResponsiveImage.tsx), so
    // the plugin's head style and loader script for <GatsbyImage> would be bytes and an inline
    // script the Content-Security-Policy must allow.
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: IMAGE_DEFAULTS },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content` },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          // A fence's language is its info string's first word (plugins/, as on GitHub).
          "gatsby-remark-fence-language",
          // www.example.com written in the text links to https:// (plugins/).
          "gatsby-remark-www-links",
          // Code blocks highlighted at build time: Prism's token classes in the HTML, colours from
          // the theme (src/components/Prose.tsx), no JavaScript shipped.
          {
            resolve: "gatsby-remark-prismjs",
            options: { noInlineHighlight: true, showLineNumbers: false },
          },
        ],
      },
    },
    { resolve: "gatsby-transformer-yaml", options: { typeName: yamlTypeName } },
    // Every page except 404 and the thank-you pages (noindex, reached only by the booking and
    // newsletter providers' redirects); URLs from siteUrl (and the path prefix). robots.txt points
    // here.
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
        // gatsby-ssr.tsx writes one theme-color per colour scheme instead of the plugin's one.
        theme_color_in_head: false,
        display: "standalone",
        // Drawn by scripts/generate-images.ts; every size and the favicon are made from it at
        // build.
        icon: "src/images/icon.png",
        include_favicon: true,
        // ?v=<hash> on icon links: a new icon reaches visitors despite GitHub Pages' caching.
        cache_busting_mode: "query",
      },
    },
  ],
};

export default config;

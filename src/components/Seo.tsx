import type { ReactNode } from "react";
import { withPrefix } from "gatsby";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { SOCIAL_CARD, socialCardPath } from "../routes";

/** A site path's absolute URL, with the path prefix: what canonical links and social cards need. */
export const absoluteUrl = (path: string, siteUrl: string): string =>
  new URL(withPrefix(path), siteUrl).href;

export interface SeoProps {
  /** Page title; the home page leaves it out and gets "Brand: tagline". */
  title?: string;
  description?: string;
  /** The page's own path, without any path prefix ("/case-study/"). */
  path: string;
  /** Open Graph type: "article" for newsletter issues and success stories. */
  type?: "website" | "article";
  /** An article's section ("Newsletter"): shown above the title on its social card. */
  section?: string;
  /** Extra head elements for this page (JSON-LD, feed links). */
  children?: ReactNode;
}

/**
 * The one component every page's Head renders: title, description, canonical URL and social cards.
 * og:title is the page's own title (the brand travels in og:site_name); the home page's is the
 * tagline. The social card image is drawn from these tags after the build.
 */
export function Seo({ title, description, path, type = "website", section, children }: SeoProps) {
  const site = useSiteMetadata();
  const fullTitle = title ? `${title} | ${site.title}` : `${site.title}: ${site.tagline}`;
  const shareTitle = title ?? site.tagline;
  const metaDescription = description ?? site.description;
  const canonical = absoluteUrl(path, site.siteUrl);
  const image = absoluteUrl(socialCardPath(path), site.siteUrl);
  const imageAlt = `${shareTitle} | ${site.title}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      {type === "article" && section && <meta property="article:section" content={section} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={imageAlt} />
      {children}
    </>
  );
}

import type { ReactNode } from "react";
import { withPrefix } from "gatsby";
import { useSiteMetadata } from "../hooks/useSiteMetadata";

/** The social card in static/ (drawn by scripts/generate-images.ts). */
export const SOCIAL_IMAGE = {
  path: "/og-image.png",
  width: 1200,
  height: 630,
  alt: "Craftwise Coaching: Agents Give You Speed. Craftsmanship Gives You Confidence.",
};

/** Absolute URL of a site path, with the path prefix: what canonical links and social cards need. */
export const absoluteUrl = (path: string, siteUrl: string): string =>
  new URL(withPrefix(path), siteUrl).href;

export interface SeoProps {
  /** Page title; the home page leaves it out and gets "Brand: tagline". */
  title?: string;
  description?: string;
  /** The page's own path, without any path prefix ("/case-study/"). */
  path: string;
  /** Open Graph type: "article" for newsletter issues. */
  type?: "website" | "article";
  /** Extra head elements for this page (JSON-LD, feed links). */
  children?: ReactNode;
}

/** The one component every page's Head renders: title, description, canonical URL and social cards. */
export function Seo({ title, description, path, type = "website", children }: SeoProps) {
  const site = useSiteMetadata();
  const fullTitle = title ? `${title} | ${site.title}` : `${site.title}: ${site.tagline}`;
  const metaDescription = description ?? site.description;
  const canonical = absoluteUrl(path, site.siteUrl);
  const image = absoluteUrl(SOCIAL_IMAGE.path, site.siteUrl);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:image:alt" content={SOCIAL_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={SOCIAL_IMAGE.alt} />
      {children}
    </>
  );
}

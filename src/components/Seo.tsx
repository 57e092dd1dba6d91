import type { ReactNode } from "react";
import { withPrefix } from "gatsby";
import { useSiteMetadata } from "../hooks/useSiteMetadata";

export interface SeoProps {
  /** Page title; the home page leaves it out and gets "Brand: tagline". */
  title?: string;
  description?: string;
  /** The page's own path, without any path prefix ("/case-study/"). */
  path: string;
  /** Extra head elements for this page (JSON-LD, feed links). */
  children?: ReactNode;
}

/** The one component every page's Head renders: title, description, canonical URL and social cards. */
export function Seo({ title, description, path, children }: SeoProps) {
  const site = useSiteMetadata();
  const fullTitle = title ? `${title} | ${site.title}` : `${site.title}: ${site.tagline}`;
  const metaDescription = description ?? site.description;
  const canonical = new URL(withPrefix(path), site.siteUrl).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <link rel="canonical" href={canonical} />
      {/* The logo mark (static/favicon.svg); without it browsers ask for /favicon.ico and log a 404. */}
      <link rel="icon" href={withPrefix("/favicon.svg")} type="image/svg+xml" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={metaDescription} />
      {children}
    </>
  );
}

// GraphQL type definitions for the site's data. Required fields are non-null, so a missing value
// fails the build instead of rendering a blank. @dontInfer: the types are exactly what is written
// here, whatever a content file happens to contain.

export const siteMetadataTypeDefs = `
  type Site implements Node {
    siteMetadata: SiteSiteMetadata!
  }

  type SiteSiteMetadata {
    title: String!
    description: String!
    siteUrl: String!
    tagline: String!
    bookingUrl: String!
    newsletterSubscribeUrl: String!
    email: String!
    location: String!
    social: SiteSiteMetadataSocial!
  }

  type SiteSiteMetadataSocial {
    linkedin: String!
    github: String!
    x: String!
  }
`;

/** Types made from the Markdown files (see contentNodes.ts); the body is the linked MarkdownRemark. */
export const markdownContentTypeDefs = `
  type NewsletterIssue implements Node @dontInfer {
    slug: String!
    title: String!
    date: Date! @dateformat
    summary: String!
    markdown: MarkdownRemark! @link
  }

  type CaseStudyOutcome {
    metric: String!
    before: String!
    after: String!
    note: String
  }

  type CaseStudyQuote {
    text: String!
    name: String!
    role: String!
  }

  type CaseStudy implements Node @dontInfer {
    slug: String!
    title: String!
    client: String!
    industry: String!
    teamSize: String!
    duration: String!
    summary: String!
    order: Int!
    image: File! @fileByRelativePath
    imageAlt: String!
    outcomes: [CaseStudyOutcome!]!
    quote: CaseStudyQuote!
    markdown: MarkdownRemark! @link
  }

  type LegalPage implements Node @dontInfer {
    slug: String!
    title: String!
    description: String!
    updated: Date! @dateformat
    markdown: MarkdownRemark! @link
  }
`;

/** Types gatsby-transformer-yaml makes from content/testimonials.yaml and content/home.yaml. */
export const yamlContentTypeDefs = `
  type TestimonialsYaml implements Node @dontInfer {
    name: String!
    role: String!
    company: String!
    quote: String!
    photo: File @fileByRelativePath
    photoAlt: String
  }

  type HomeSection {
    title: String!
    intro: String!
  }

  type HomeHero {
    eyebrow: String!
    intro: String!
  }

  type HomeSystemStep {
    title: String!
    description: String!
  }

  type HomeSystem {
    title: String!
    intro: String!
    steps: [HomeSystemStep!]!
  }

  type HomeCoach {
    name: String!
    bio: String!
    portrait: File! @fileByRelativePath
    portraitAlt: String!
  }

  type HomeYaml implements Node @dontInfer {
    hero: HomeHero!
    system: HomeSystem!
    testimonials: HomeSection!
    caseStudies: HomeSection!
    newsletter: HomeSection!
    caseStudyPage: HomeSection!
    archivePage: HomeSection!
    coach: HomeCoach!
  }
`;

// ---- Trust (issue 13): the offer, the FAQ, proof and the coach --------------------------------
// content/offer.yaml, and fields added to types above (Gatsby merges a type defined twice by the
// site, field by field). The matching content checks are the Trust block in validateContent.ts.
export const trustTypeDefs = `
  type OfferYaml implements Node @dontInfer {
    introCall: String!
    audience: OfferAudience!
    formats: OfferFormats!
    faq: OfferFaq!
    closing: OfferClosing!
  }

  type OfferAudience {
    title: String!
    intro: String!
    goodFit: [String!]!
    notAFit: [String!]!
  }

  type OfferFormats {
    title: String!
    intro: String!
    items: [OfferFormat!]!
  }

  type OfferFormat {
    name: String!
    forWhom: String!
    length: String!
    format: String!
    includes: [String!]!
    price: String
    "Where this format's button books a call; siteMetadata.bookingUrl when empty."
    bookingUrl: String
  }

  type OfferFaq {
    title: String!
    items: [OfferFaqItem!]!
  }

  type OfferFaqItem {
    question: String!
    answer: String!
  }

  type OfferClosing {
    title: String!
    text: String!
  }

  type TestimonialsYaml implements Node @dontInfer {
    profileUrl: String
  }

  type CaseStudyOutcome {
    "Shown in the home page's results strip."
    highlight: Boolean
  }

  type HomeCoach {
    role: String!
  }

  type HomeYaml implements Node @dontInfer {
    results: HomeSection!
  }
`;
// ---- end of Trust ----------------------------------------------------------------------------

export const typeDefs = [
  siteMetadataTypeDefs,
  markdownContentTypeDefs,
  yamlContentTypeDefs,
  trustTypeDefs,
];

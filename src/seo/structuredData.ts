// Schema.org objects for the JSON-LD in page heads. Pure functions of their inputs, so the output
// is the same on every build (see JsonLd.tsx).

export interface BusinessInput {
  name: string;
  description: string;
  url: string;
  email: string;
  location: string;
  image: string;
  sameAs: string[];
  coach: { name: string; description: string; image: string };
}

export function professionalService(input: BusinessInput) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${input.url}#business`,
    name: input.name,
    description: input.description,
    url: input.url,
    email: input.email,
    image: input.image,
    address: { "@type": "PostalAddress", addressLocality: input.location },
    sameAs: input.sameAs,
    founder: {
      "@type": "Person",
      name: input.coach.name,
      jobTitle: "Technical Coach",
      description: input.coach.description,
      image: input.coach.image,
    },
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  url: string;
  datePublished: string;
  image: string;
  authorName: string;
  publisherName: string;
  publisherUrl: string;
}

export function article(input: ArticleInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.headline,
    description: input.description,
    url: input.url,
    mainEntityOfPage: input.url,
    datePublished: input.datePublished,
    image: input.image,
    author: { "@type": "Person", name: input.authorName },
    publisher: { "@type": "Organization", name: input.publisherName, url: input.publisherUrl },
  };
}

export interface FaqInput {
  question: string;
  answer: string;
}

/** The FAQ as schema.org FAQPage: the same questions and answers the page shows. */
export function faqPage(items: readonly FaqInput[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

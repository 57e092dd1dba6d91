// The newsletter's sign-up form: where each sending service's embedded form posts and the names of
// its fields, as the service's own documentation gives them (docs/newsletter.md). Read by the
// build's checks (siteMetadata.ts), the form (SignupForm.tsx) and the page's policy (form-action).

export const NEWSLETTER_SERVICES = ["buttondown", "kit", "mailchimp"] as const;
export type NewsletterService = (typeof NEWSLETTER_SERVICES)[number];

interface ServiceForm {
  name: string;
  /** The form address as the coach finds it in the service's embed code. */
  example: string;
  /** Whether `url` is this service's form address. */
  matches: (url: URL) => boolean;
  /** The e-mail field's name. */
  emailField: string;
}

const SERVICES: Record<NewsletterService, ServiceForm> = {
  buttondown: {
    name: "Buttondown",
    example: "https://buttondown.com/api/emails/embed-subscribe/<your username>",
    matches: (url) =>
      url.host === "buttondown.com" &&
      /^\/api\/emails\/embed-subscribe\/[\w-]+$/.test(url.pathname),
    emailField: "email",
  },
  kit: {
    name: "Kit",
    example: "https://app.kit.com/forms/<form id>/subscriptions",
    matches: (url) =>
      url.host === "app.kit.com" && /^\/forms\/\d+\/subscriptions$/.test(url.pathname),
    emailField: "email_address",
  },
  mailchimp: {
    name: "Mailchimp",
    example: "https://<account>.<dc>.list-manage.com/subscribe/post?u=<u>&id=<id>",
    matches: (url) =>
      /^([a-z0-9-]+\.)+list-manage\.com$/.test(url.host) &&
      url.pathname === "/subscribe/post" &&
      /^\w+$/.test(url.searchParams.get("u") ?? "") &&
      /^\w+$/.test(url.searchParams.get("id") ?? ""),
    emailField: "EMAIL",
  },
};

export interface SignupForm {
  /** Where the form posts (the address the coach wrote). */
  action: string;
  /** The one field the reader fills in. */
  emailField: string;
  /** Mailchimp's bot trap: a field people never see, sent empty. */
  honeypot: string | undefined;
}

export const isNewsletterService = (value: unknown): value is NewsletterService =>
  (NEWSLETTER_SERVICES as readonly unknown[]).includes(value);

const parse = (value: string): URL | undefined => {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
};

/** What is wrong with `formUrl` as `service`'s form address, or undefined. */
export function formUrlProblem(service: NewsletterService, formUrl: string): string | undefined {
  const url = parse(formUrl);
  if (url?.protocol === "https:" && SERVICES[service].matches(url)) return undefined;
  const { name, example } = SERVICES[service];
  return `must be ${name}'s form address from its embed code, like ${example} (got "${formUrl}")`;
}

/** The form for a checked setting; undefined without one (the site then links to the page). */
export function signupForm(
  service: string | null | undefined,
  formUrl: string | null | undefined,
): SignupForm | undefined {
  if (!isNewsletterService(service) || !formUrl || formUrlProblem(service, formUrl))
    return undefined;
  const url = new URL(formUrl);
  return {
    action: formUrl,
    emailField: SERVICES[service].emailField,
    honeypot:
      service === "mailchimp"
        ? `b_${url.searchParams.get("u")}_${url.searchParams.get("id")}`
        : undefined,
  };
}

/** The origin a form posts to, for the page's form-action; none without a form. */
export const formActionSources = (form: SignupForm | undefined): string[] =>
  form ? [new URL(form.action).origin] : [];

/** What every invitation to subscribe needs: the form if there is one, else the page to link to. */
export interface Signup {
  subscribeUrl: string;
  /** What a subscriber gets and how often (siteMetadata.newsletter.promise). */
  promise: string;
  form: SignupForm | undefined;
}

/** The sign-up siteMetadata describes. */
export const signupOf = ({
  newsletterSubscribeUrl,
  newsletter,
}: {
  newsletterSubscribeUrl: string;
  newsletter: { promise: string; service?: string | null; formUrl?: string | null };
}): Signup => ({
  subscribeUrl: newsletterSubscribeUrl,
  promise: newsletter.promise,
  form: signupForm(newsletter.service, newsletter.formUrl),
});

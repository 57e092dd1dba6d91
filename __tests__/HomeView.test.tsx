import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { linkSignup, renderWithTheme, testClosing } from "./support/site";
import { HomeView, type HomeViewProps } from "../src/components/HomeView";
import { image } from "./fixtures/images";
import { caseStudyCard } from "./fixtures/caseStudyCard";
import { ConversionLinksProvider } from "../src/components/ConversionLinks";
import { theme } from "../src/theme";

const study = (
  slug: string,
  client: string,
  outcomes: HomeViewProps["studies"][number]["outcomes"],
) => caseStudyCard(slug, `Story of ${client}`, { client, outcomes });

const props: HomeViewProps = {
  tagline: "Agents Give You Speed. Craftsmanship Gives You Confidence.",
  bookingUrl: "https://cal.example.com/intro",
  signup: linkSignup,
  home: {
    hero: { eyebrow: "Technical coaching", intro: "Hands-on coaching in your codebase." },
    results: { title: "Results teams measured", intro: "Each team's own figures." },
    system: {
      title: "The System",
      intro: "Five steps.",
      steps: [
        { title: "Assess", description: "Pair on real tickets." },
        { title: "Practice on your code", description: "Ensemble sessions." },
      ],
    },
    testimonials: { title: "Testimonials", intro: "What leaders say." },
    caseStudies: { title: "Success Stories", intro: "Two teams." },
    newsletter: { title: "The Craftwise Newsletter" },
    coach: {
      name: "Morgan Reyes",
      role: "Technical coach",
      bio: "I'm a technical coach.\n\nI work in your codebase.",
      portraitAlt: "Portrait of Morgan Reyes",
      links: [{ title: "The book: Small Steps", url: "https://books.example.com/small-steps" }],
      face: null,
      portrait: { childImageSharp: { hero: image(240, 300), about: image(352, 440) } },
    },
    proof: null,
  },
  offer: {
    ...testClosing,
    audience: {
      title: "Who this is for",
      intro: "Teams that want to change.",
      goodFit: ["Leaders whose teams use AI agents"],
      notAFit: ["A one-off talk"],
    },
    formats: {
      title: "Ways to work together",
      intro: "Three ways to start.",
      items: [
        {
          name: "Codebase Assessment",
          forWhom: "Leaders who want an outside read",
          length: "2 weeks",
          format: "Remote",
          includes: ["A read-out"],
          price: "From $9,500",
          bookingUrl: null,
          recommended: true,
        },
        {
          name: "Team Coaching",
          forWhom: "Teams ready to change",
          length: "3 to 6 months",
          format: "On site and remote",
          includes: ["Weekly sessions"],
          price: null,
          bookingUrl: "https://cal.example.com/team-coaching",
          recommended: null,
        },
      ],
    },
    faq: {
      title: "Questions leaders ask",
      items: [
        { question: "What happens on the intro call?", answer: "We talk about your team." },
        { question: "Do you work remotely?", answer: "Both." },
      ],
    },
  },
  testimonials: [
    {
      id: "t1",
      name: "Alicia Fernández",
      role: "Engineering Manager",
      company: "Brightmeadow Health",
      quote: "The team writes tests first.",
      profileUrl: null,
      photoAlt: "Portrait of Alicia",
      photo: { childImageSharp: { smallImage: image(48, 48) } },
      featured: null,
    },
    {
      id: "t2",
      name: "Marcus Bell",
      role: "Staff Engineer",
      company: "Tidewater Analytics",
      quote: "Reviews became where we learn.",
      profileUrl: "https://www.linkedin.com/in/marcus-bell-example",
      photoAlt: null,
      photo: null,
      featured: null,
    },
    {
      id: "t3",
      name: "Hannah Lindqvist",
      role: "CTO",
      company: "Northlight Ledger",
      quote: "We kept the speed and got our confidence back.",
      profileUrl: null,
      photoAlt: null,
      photo: null,
      featured: true,
    },
  ],
  studies: [
    study("payments", "A payments scale-up", [
      { metric: "Deploys", before: "Every 2 weeks", after: "Daily", highlight: null },
      { metric: "Lead time", before: "9 days", after: "2 days", highlight: true },
    ]),
    study("logistics", "A logistics company", [
      { metric: "Pull request size", before: "About 900", after: "About 150", highlight: null },
    ]),
  ],
  latestIssue: { slug: "tdd-with-ai-agents", title: "Write the Test First" },
};

const renderHome = (overrides: Partial<HomeViewProps> = {}) =>
  renderWithTheme(<HomeView {...props} {...overrides} />);

describe("HomeView", () => {
  it("makes the tagline the one main heading, a sentence per line, and books a call from the hero", () => {
    renderHome();
    const [h1, ...others] = screen.getAllByRole("heading", { level: 1 });
    expect(others).toHaveLength(0);
    expect(h1).toHaveTextContent(props.tagline);
    // One element per sentence, so each starts its own line.
    expect(within(h1 as HTMLElement).getByText("Agents Give You Speed.")).toBeInTheDocument();
    expect(
      within(h1 as HTMLElement).getByText("Craftsmanship Gives You Confidence."),
    ).toBeInTheDocument();
    const hero = screen.getByRole("banner");
    expect(hero).toHaveAttribute("data-placement", "hero");
    expect(within(hero).getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
      "href",
      props.bookingUrl,
    );
    expect(hero).toHaveTextContent(testClosing.introCall);
  });

  it("shows the coach's photo at once, with high priority, and names the coach", () => {
    renderHome();
    const hero = screen.getByRole("banner");
    const portrait = within(hero).getByAltText("Portrait of Morgan Reyes");
    expect(portrait).toHaveAttribute("loading", "eager");
    expect(portrait).toHaveAttribute("fetchpriority", "high");
    expect(hero).toHaveTextContent("Morgan ReyesTechnical coach");
    expect(within(hero).queryByText("MR")).not.toBeInTheDocument();
  });

  it("leaves the placeholder portrait out of the hero and About, keeping the coach's name", () => {
    renderHome({ showPortrait: false });
    const hero = screen.getByRole("banner");
    expect(within(hero).queryByRole("img")).not.toBeInTheDocument();
    expect(hero).toHaveTextContent("Morgan ReyesTechnical coach");
    // A byline of its own, the coach's initials where the photo would be (decorative).
    expect(within(hero).getByText("MR")).toHaveAttribute("aria-hidden", "true");
    const about = screen.getByRole("region", { name: "About Morgan Reyes" });
    expect(within(about).queryByRole("img")).not.toBeInTheDocument();
    expect(within(about).getByText("I'm a technical coach.")).toBeInTheDocument();
  });

  it("shows the coach's credentials and the client logos in the hero, each checkable where linked", () => {
    const logo = (alt: string, url: string | null = null) => ({
      alt,
      url,
      image: { childImageSharp: { gatsbyImageData: image(120, 28) } },
    });
    renderHome({
      home: {
        ...props.home,
        proof: {
          credentials: [
            { text: "Author of “Small Steps”", url: "https://books.example.com/small-steps" },
            { text: "Talks at Harbourside Dev Summit", url: null },
          ],
          logos: {
            title: "Teams I have worked with",
            items: [logo("Acme Freight", "https://acme.example.com/"), logo("Bolt Bank")],
          },
        },
      },
    });
    const hero = screen.getByRole("banner");
    const credentials = within(hero).getByRole("list", { name: "Credentials" });
    expect(
      within(credentials)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Author of “Small Steps”", "Talks at Harbourside Dev Summit"]);
    // A fact a visitor can check opens where it is written; the other is plain text.
    expect(
      within(credentials).getByRole("link", { name: "Author of “Small Steps”" }),
    ).toHaveAttribute("href", "https://books.example.com/small-steps");
    expect(within(credentials).getAllByRole("link")).toHaveLength(1);
    const logos = within(hero).getByRole("region", { name: "Teams I have worked with" });
    const pictures = within(logos).getAllByRole("img");
    expect(pictures.map((picture) => picture.getAttribute("alt"))).toEqual([
      "Acme Freight",
      "Bolt Bank",
    ]);
    // Its size is known before it arrives: nothing moves as the logos load.
    expect(pictures[0]).toHaveAttribute("width", "120");
    expect(pictures[0]).toHaveAttribute("height", "28");
    expect(within(logos).getByRole("link", { name: "Acme Freight" })).toHaveAttribute(
      "href",
      "https://acme.example.com/",
    );
    expect(within(logos).queryByRole("link", { name: "Bolt Bank" })).toBeNull();
  });

  it.each([
    ["no proof block", null],
    ["an empty one", { credentials: null, logos: null }],
    [
      "logos none of which sharp could read",
      {
        credentials: null,
        logos: {
          title: "Clients",
          items: [{ alt: "Broken", url: null, image: { childImageSharp: null } }],
        },
      },
    ],
  ])("shows nothing under the hero, not even its rule, with %s", (_what, proof) => {
    const { container } = renderHome({ home: { ...props.home, proof } });
    expect(screen.queryByRole("list", { name: "Credentials" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Clients" })).toBeNull();
    // Checks the empty block itself.
    // eslint-disable-next-line testing-library/no-node-access, testing-library/no-container
    expect(container.querySelector("[data-proof]")).toBeNull();
  });

  it("puts the marked figures of each story in the results strip, each linking to its story", () => {
    renderHome();
    const strip = screen.getByRole("region", { name: "Results teams measured" });
    const figures = within(strip).getAllByRole("listitem");
    // The payments story marks its lead time; the logistics story marks nothing: its first figure.
    expect(figures).toHaveLength(2);
    expect(within(figures[0] as HTMLElement).getByText("Lead time")).toBeInTheDocument();
    expect(within(figures[1] as HTMLElement).getByText("Pull request size")).toBeInTheDocument();
    expect(figures[0]).toHaveTextContent("9 days → to 2 days");
    expect(within(figures[1] as HTMLElement).getByRole("link")).toHaveAttribute(
      "href",
      "/case-study/logistics/",
    );
  });

  it("says who the coaching is for and who it is not for", () => {
    renderHome();
    const section = screen.getByRole("region", { name: "Who this is for" });
    expect(within(section).getByRole("heading", { name: "A good fit" })).toBeInTheDocument();
    expect(section).toHaveTextContent("Leaders whose teams use AI agents");
    expect(within(section).getByRole("heading", { name: "Not a fit" })).toBeInTheDocument();
    expect(section).toHaveTextContent("A one-off talk");
  });

  it("lists each way to work together with its facts and its own booking link", () => {
    renderHome();
    const section = screen.getByRole("region", { name: "Ways to work together" });
    expect(section).toHaveAttribute("data-placement", "offer");
    const [assessment, coaching] = within(section).getAllByRole("heading", { level: 3 });
    expect(assessment).toHaveTextContent("Codebase Assessment");
    expect(coaching).toHaveTextContent("Team Coaching");
    expect(section).toHaveTextContent("Price");
    expect(section).toHaveTextContent("From $9,500");
    expect(
      within(section).getByRole("link", { name: "Schedule a Call about Codebase Assessment" }),
    ).toHaveAttribute("href", props.bookingUrl);
    expect(
      within(section).getByRole("link", { name: "Schedule a Call about Team Coaching" }),
    ).toHaveAttribute("href", "https://cal.example.com/team-coaching");
    expect(section).toHaveTextContent(testClosing.introCall);
  });

  it("marks the format content recommends as where most teams start, its call the solid one", () => {
    renderWithTheme(
      <ConversionLinksProvider
        urls={{
          bookingUrl: props.bookingUrl,
          newsletterSubscribeUrl: linkSignup.subscribeUrl,
        }}
      >
        <HomeView {...props} />
      </ConversionLinksProvider>,
    );
    const section = screen.getByRole("region", { name: "Ways to work together" });
    const [assessment, coaching] = within(section)
      .getAllByRole("listitem", { name: "" })
      .filter((item) => within(item).queryByRole("heading", { level: 3 })) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(assessment).toHaveTextContent(/^Where most teams start/);
    expect(coaching).not.toHaveTextContent("Where most teams start");
    const solid = { background: theme.colors.primary };
    expect(within(assessment).getByRole("link", { name: /Schedule a Call/ })).toHaveStyle(solid);
    // The page's other booking links are solid too; subscribing is not.
    expect(
      within(screen.getByRole("banner")).getByRole("link", { name: "Schedule a Call" }),
    ).toHaveStyle(solid);
    expect(screen.getByRole("link", { name: "Subscribe to the newsletter" })).not.toHaveStyle(
      solid,
    );
  });

  it("lists the system's steps in order under #the-system", () => {
    renderHome();
    const section = screen.getByRole("region", { name: "The System" });
    expect(section).toHaveAttribute("id", "the-system");
    const steps = within(section).getAllByRole("listitem");
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual([
      "Assess",
      "Practice on your code",
    ]);
  });

  it("shows every success story its intro speaks of", () => {
    renderHome();
    const section = screen.getByRole("region", { name: "Success Stories" });
    const links = within(section).getAllByRole("link", { name: /read the full story/i });
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/case-study/payments/",
      "/case-study/logistics/",
    ]);
  });

  it("gives each story card its headline figure, marked as the client's own measurement", () => {
    renderHome();
    const cards = within(screen.getByRole("region", { name: "Success Stories" })).getAllByRole(
      "article",
    );
    // The marked figure, or the first where none is marked, as on /case-study/.
    expect(
      cards.map((card) => within(card).getByText(/^(Lead time|Pull request size)$/).textContent),
    ).toEqual(["Lead time", "Pull request size"]);
    for (const card of cards) {
      expect(within(card).getByText("(this client’s own measurement)")).toBeInTheDocument();
    }
  });

  it("puts the featured testimonial right after the figures, the others after the stories", () => {
    renderHome();
    const strip = screen.getByRole("region", { name: "Results teams measured" });
    const system = screen.getByRole("region", { name: "The System" });
    const [featured] = screen
      .getAllByRole("figure")
      .filter((figure) => within(figure).queryByRole("blockquote")) as [HTMLElement];
    expect(featured).toHaveTextContent("We kept the speed and got our confidence back.");
    expect(featured).toHaveTextContent("CTO, Northlight Ledger");
    expect(strip.compareDocumentPosition(featured)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(featured.compareDocumentPosition(system)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const others = screen.getByRole("region", { name: "Testimonials" });
    expect(within(others).queryByText(/confidence back/)).toBeNull();
    const stories = screen.getByRole("region", { name: "Success Stories" });
    expect(stories.compareDocumentPosition(others)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("features the first testimonial when none is marked", () => {
    renderHome({ testimonials: props.testimonials.map((t) => ({ ...t, featured: null })) });
    const others = screen.getByRole("region", { name: "Testimonials" });
    expect(within(others).queryByText("The team writes tests first.")).toBeNull();
    expect(
      within(others).getByText("We kept the speed and got our confidence back."),
    ).toBeVisible();
  });

  it("shows each testimonial with a real photo when there is one, initials otherwise, and the profile link", () => {
    renderHome({
      testimonials: props.testimonials.map((t) => ({ ...t, featured: t.id === "t3" })),
    });
    const section = screen.getByRole("region", { name: "Testimonials" });
    expect(section).toHaveAttribute("id", "testimonials");
    const [first, second] = within(section).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("blockquote")).toHaveTextContent("The team writes tests first.");
    expect(first).toHaveTextContent("Engineering Manager, Brightmeadow Health");
    expect(within(first).getByAltText("Portrait of Alicia")).toBeInTheDocument();
    expect(within(first).queryByRole("link")).not.toBeInTheDocument();
    expect(within(second).queryByRole("img")).not.toBeInTheDocument();
    expect(second).toHaveTextContent("MB");
    const profile = within(second).getByRole("link", { name: /Marcus Bell/ });
    expect(profile).toHaveAttribute("href", "https://www.linkedin.com/in/marcus-bell-example");
    expect(profile).toHaveAttribute("target", "_blank");
    expect(profile).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("has the coach introduce themselves in their own words, paragraph by paragraph", () => {
    renderHome();
    const about = screen.getByRole("region", { name: "About Morgan Reyes" });
    expect(within(about).getByAltText("Portrait of Morgan Reyes")).toBeInTheDocument();
    expect(within(about).getByText("I'm a technical coach.")).toBeInTheDocument();
    expect(within(about).getByText("I work in your codebase.")).toBeInTheDocument();
    const links = within(about).getByRole("list", { name: "Morgan Reyes elsewhere" });
    expect(within(links).getByRole("link", { name: "The book: Small Steps" })).toHaveAttribute(
      "href",
      "https://books.example.com/small-steps",
    );
  });

  it("answers the FAQ in disclosures that open on click", async () => {
    renderHome();
    const faq = screen.getByRole("region", { name: "Questions leaders ask" });
    const [details] = within(faq).getAllByRole("group") as HTMLDetailsElement[];
    const question = within(details as HTMLElement).getByText("What happens on the intro call?");
    expect(details?.open).toBe(false);
    await userEvent.click(question);
    expect(details?.open).toBe(true);
    expect(details).toHaveTextContent("We talk about your team.");
  });

  it("offers the newsletter in a line, with its archive and latest issue, then ends on the band that books a call", () => {
    renderHome();
    const newsletter = screen.getByRole("complementary", { name: "Newsletter" });
    expect(newsletter).toHaveAttribute("data-placement", "newsletter-section");
    expect(
      within(newsletter).getByRole("link", { name: "Subscribe to the newsletter" }),
    ).toHaveAttribute("href", linkSignup.subscribeUrl);
    expect(within(newsletter).getByRole("link", { name: "Newsletter Archive" })).toHaveAttribute(
      "href",
      "/newsletter/archive/",
    );
    expect(within(newsletter).getByRole("link", { name: "Write the Test First" })).toHaveAttribute(
      "href",
      "/newsletter/tdd-with-ai-agents/",
    );
    const band = screen.getByRole("region", { name: testClosing.closing.title });
    expect(band).toHaveAttribute("data-placement", "closing-cta");
    expect(newsletter.compareDocumentPosition(band)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(within(band).getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
      "href",
      props.bookingUrl,
    );
  });

  it("orders the page as a technical leader decides", () => {
    renderHome();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "Results teams measured",
      "The System",
      "Who this is for",
      "Ways to work together",
      "Success Stories",
      "Testimonials",
      "About Morgan Reyes",
      "Questions leaders ask",
      "The Craftwise Newsletter",
      testClosing.closing.title,
    ]);
  });

  it("offers a call instead of a story, no strip and no empty archive, before anything is published", () => {
    renderHome({ studies: [], latestIssue: undefined });
    expect(screen.queryByRole("region", { name: "Results teams measured" })).toBeNull();
    const stories = screen.getByRole("region", { name: "Success Stories" });
    // Only what is true: none is published (nothing about one being written).
    expect(stories).toHaveTextContent("No success stories are published yet.");
    expect(stories).not.toHaveTextContent(/being written|coming soon|on its way/i);
    expect(within(stories).queryByRole("link", { name: /read the full story/i })).toBeNull();
    const call = within(stories).getByRole("link", { name: "Schedule a Call" });
    expect(call).toHaveAttribute("href", props.bookingUrl);
    // The analytics code reads the nearest data-placement the same way.
    // eslint-disable-next-line testing-library/no-node-access
    expect(call.closest("[data-placement]")).toHaveAttribute("data-placement", "case-study");
    expect(screen.queryByRole("link", { name: "Newsletter Archive" })).toBeNull();
    expect(screen.getByRole("link", { name: "Subscribe to the newsletter" })).toBeInTheDocument();
  });
});

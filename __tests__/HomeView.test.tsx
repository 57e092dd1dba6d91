import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithTheme, testClosing } from "./support/site";
import { HomeView, type HomeViewProps } from "../src/components/HomeView";
import { image } from "./fixtures/images";
import { caseStudyCard } from "./fixtures/caseStudyCard";

const study = (
  slug: string,
  client: string,
  outcomes: HomeViewProps["studies"][number]["outcomes"],
) => caseStudyCard(slug, `Story of ${client}`, { client, outcomes });

const props: HomeViewProps = {
  tagline: "Agents Give You Speed. Craftsmanship Gives You Confidence.",
  bookingUrl: "https://cal.example.com/intro",
  newsletterSubscribeUrl: "https://newsletter.example.com/subscribe",
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
    newsletter: { title: "The Craftwise Newsletter", intro: "One email every couple of weeks." },
    coach: {
      name: "Morgan Reyes",
      role: "Technical coach",
      bio: "I'm a technical coach.\n\nI work in your codebase.",
      portraitAlt: "Portrait of Morgan Reyes",
      portrait: { childImageSharp: { hero: image(416, 520), about: image(352, 440) } },
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
        },
        {
          name: "Team Coaching",
          forWhom: "Teams ready to change",
          length: "3 to 6 months",
          format: "On site and remote",
          includes: ["Weekly sessions"],
          price: null,
          bookingUrl: "https://cal.example.com/team-coaching",
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
  latestIssues: [
    {
      id: "n1",
      slug: "tdd-with-ai-agents",
      title: "Write the Test First",
      summary: "Tests as targets.",
      date: "March 5, 2026",
      isoDate: "2026-03-05",
      draft: false,
      readingMinutes: 4,
      topics: null,
    },
  ],
  today: "2026-11-22",
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

  it("shows the coach's credentials and the client logos under the hero, each logo named", () => {
    const logo = (alt: string) => ({
      alt,
      image: { childImageSharp: { gatsbyImageData: image(120, 28) } },
    });
    renderHome({
      home: {
        ...props.home,
        proof: {
          credentials: ["Author of “Small Steps”", "Talks at Harbourside Dev Summit"],
          logos: {
            title: "Teams I have worked with",
            items: [logo("Acme Freight"), logo("Bolt Bank")],
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
    const logos = within(hero).getByRole("region", { name: "Teams I have worked with" });
    const pictures = within(logos).getAllByRole("img");
    expect(pictures.map((picture) => picture.getAttribute("alt"))).toEqual([
      "Acme Freight",
      "Bolt Bank",
    ]);
    // Its size is known before it arrives: nothing moves as the logos load.
    expect(pictures[0]).toHaveAttribute("width", "120");
    expect(pictures[0]).toHaveAttribute("height", "28");
  });

  it.each([
    ["no proof block", null],
    ["an empty one", { credentials: null, logos: null }],
    [
      "logos none of which sharp could read",
      {
        credentials: null,
        logos: { title: "Clients", items: [{ alt: "Broken", image: { childImageSharp: null } }] },
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

  it("shows each testimonial with a real photo when there is one, initials otherwise, and the profile link", () => {
    renderHome();
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

  it("offers the newsletter and its archive, then ends on the band that books a call", () => {
    renderHome();
    const newsletter = screen.getByRole("complementary", { name: "Newsletter" });
    expect(newsletter).toHaveAttribute("data-placement", "newsletter-section");
    expect(
      within(newsletter).getByRole("link", { name: "Subscribe to the newsletter" }),
    ).toHaveAttribute("href", props.newsletterSubscribeUrl);
    expect(within(newsletter).getByRole("link", { name: "Newsletter Archive" })).toHaveAttribute(
      "href",
      "/newsletter/archive/",
    );
    expect(screen.getByRole("link", { name: "Write the Test First" })).toHaveAttribute(
      "href",
      "/newsletter/tdd-with-ai-agents/",
    );
    const band = screen.getByRole("region", { name: testClosing.closing.title });
    expect(band).toHaveAttribute("data-placement", "closing-cta");
    expect(within(band).getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
      "href",
      props.bookingUrl,
    );
  });

  it("shows Start here beside the invitation to subscribe, when issues are marked featured", () => {
    renderHome({
      startHere: [
        { id: "s1", slug: "refactoring", title: "Refactoring in Small Steps", readingMinutes: 7 },
      ],
    });
    const block = screen.getByRole("region", { name: "Start here" });
    expect(within(block).getByRole("link", { name: "Refactoring in Small Steps" })).toHaveAttribute(
      "href",
      "/newsletter/refactoring/",
    );
    expect(block).toHaveTextContent("7 min read");
    // Between the invitation and the recent issues.
    const newsletter = screen.getByRole("complementary", { name: "Newsletter" });
    const recent = screen.getByRole("heading", { name: "Recent issues" });
    expect(newsletter.compareDocumentPosition(block)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(block.compareDocumentPosition(recent)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("has no Start here when no issue is featured", () => {
    renderHome();
    expect(screen.queryByRole("region", { name: "Start here" })).toBeNull();
  });

  it("offers a call instead of a story, no strip and no empty archive, before anything is published", () => {
    renderHome({ studies: [], latestIssues: [] });
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
    expect(screen.queryByRole("heading", { name: "Recent issues" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Newsletter Archive" })).toBeNull();
    expect(screen.getByRole("link", { name: "Subscribe to the newsletter" })).toBeInTheDocument();
  });
});

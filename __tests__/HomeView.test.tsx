import { screen, within } from "@testing-library/react";
import { renderWithTheme } from "./support/site";
import { HomeView, type HomeViewProps } from "../src/components/HomeView";
import { image } from "./fixtures/images";
import { caseStudyCard } from "./fixtures/caseStudyCard";

const props: HomeViewProps = {
  tagline: "Agents Give You Speed. Craftsmanship Gives You Confidence.",
  bookingUrl: "https://cal.example.com/intro",
  newsletterSubscribeUrl: "https://newsletter.example.com/subscribe",
  home: {
    hero: { eyebrow: "Technical coaching", intro: "Hands-on coaching in your codebase." },
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
      bio: "A technical coach.",
      portraitAlt: "Portrait of Morgan Reyes",
      portrait: { childImageSharp: { gatsbyImageData: image(440, 550) } },
    },
  },
  testimonials: [
    {
      id: "t1",
      name: "Alicia Fernández",
      role: "Engineering Manager",
      company: "Brightmeadow Health",
      quote: "The team writes tests first.",
      photoAlt: "Portrait of Alicia",
      photo: { childImageSharp: { smallImage: image() } },
    },
    {
      id: "t2",
      name: "Marcus Bell",
      role: "Staff Engineer",
      company: "Tidewater Analytics",
      quote: "Reviews became where we learn.",
      photoAlt: null,
      photo: null,
    },
  ],
  featuredStudy: caseStudyCard("payments-platform-tdd", "Daily Deploys on a Payments Platform"),
  latestIssues: [
    {
      id: "n1",
      slug: "tdd-with-ai-agents",
      title: "Write the Test First",
      summary: "Tests as targets.",
      date: "March 5, 2026",
      isoDate: "2026-03-05",
      draft: false,
    },
  ],
  today: "2026-11-22",
};

const renderHome = () => renderWithTheme(<HomeView {...props} />);

describe("HomeView", () => {
  it("makes the tagline the one main heading and books a call from the hero", () => {
    renderHome();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(props.tagline);
    expect(screen.getByRole("link", { name: "Schedule a Call" })).toHaveAttribute(
      "href",
      props.bookingUrl,
    );
  });

  it("loads the coach portrait at once, with high priority", () => {
    renderHome();
    const portrait = screen.getByAltText("Portrait of Morgan Reyes");
    expect(portrait).toHaveAttribute("loading", "eager");
    expect(portrait).toHaveAttribute("fetchpriority", "high");
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

  it("shows each testimonial as a quote with name, role and company, the photo when there is one", () => {
    renderHome();
    const section = screen.getByRole("region", { name: "Testimonials" });
    expect(section).toHaveAttribute("id", "testimonials");
    const [first, second] = within(section).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("blockquote")).toHaveTextContent("The team writes tests first.");
    expect(first).toHaveTextContent("Alicia Fernández");
    expect(first).toHaveTextContent("Engineering Manager, Brightmeadow Health");
    expect(within(first).getByAltText("Portrait of Alicia")).toBeInTheDocument();
    expect(within(second).getByRole("blockquote")).toHaveTextContent(
      "Reviews became where we learn.",
    );
    expect(within(second).queryByRole("img")).not.toBeInTheDocument();
  });

  it("links the success-story teaser and the newsletter to their pages", () => {
    renderHome();
    expect(screen.getByRole("link", { name: /read the full story/i })).toHaveAttribute(
      "href",
      "/case-study/payments-platform-tdd/",
    );
    expect(screen.getByRole("link", { name: "See all success stories" })).toHaveAttribute(
      "href",
      "/case-study/",
    );
    expect(screen.getByRole("link", { name: "Subscribe to the newsletter" })).toHaveAttribute(
      "href",
      props.newsletterSubscribeUrl,
    );
    expect(screen.getByRole("link", { name: "Write the Test First" })).toHaveAttribute(
      "href",
      "/newsletter/tdd-with-ai-agents/",
    );
  });

  it("offers a call instead of a story, and no empty archive, before anything is published", () => {
    renderWithTheme(<HomeView {...props} featuredStudy={undefined} latestIssues={[]} />);
    const stories = screen.getByRole("region", { name: "Success Stories" });
    expect(stories).toHaveTextContent("The first success story is being written up");
    expect(within(stories).queryByRole("link", { name: "See all success stories" })).toBeNull();
    const call = within(stories).getByRole("link", { name: "Schedule a Call" });
    expect(call).toHaveAttribute("href", props.bookingUrl);
    // The analytics code reads the nearest data-placement the same way.
    // eslint-disable-next-line testing-library/no-node-access
    expect(call.closest("[data-placement]")).toHaveAttribute("data-placement", "case-study");
    expect(screen.queryByRole("heading", { name: "Latest issues" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Read past issues" })).toBeNull();
    expect(screen.getByRole("link", { name: "Subscribe to the newsletter" })).toBeInTheDocument();
  });
});

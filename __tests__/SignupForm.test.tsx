// The newsletter's sign-up form for each sending service, with the fields that service's embed
// documentation gives (docs/newsletter.md), and where the pages show it.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SignupForm } from "../src/components/SignupForm";
import { NewsletterCta } from "../src/components/NewsletterCta";
import { signupForm } from "../src/newsletterForm";
import { linkSignup, renderWithTheme, testSignup } from "./support/site";

const MAILCHIMP =
  "https://craftwise.us21.list-manage.com/subscribe/post?u=0a1b2c3d4e5f60718293a4b5c&id=9f8e7d6c5b";

describe.each([
  ["buttondown", "https://buttondown.com/api/emails/embed-subscribe/craftwise", "email", undefined],
  ["kit", "https://app.kit.com/forms/7654321/subscriptions", "email_address", undefined],
  ["mailchimp", MAILCHIMP, "EMAIL", "b_0a1b2c3d4e5f60718293a4b5c_9f8e7d6c5b"],
])("the %s form", (service, action, emailField, honeypot) => {
  const form = signupForm(service, action);
  if (!form) throw new Error(`${service}: ${action} is not its form address`);
  const render = () =>
    renderWithTheme(
      <SignupForm
        id="signup-issue-top"
        form={form}
        promise="One email every four to six weeks."
        placement="issue-top"
      />,
    );

  /** The form the Subscribe button submits. */
  const submitted = () =>
    (screen.getByRole("button", { name: "Subscribe" }) as HTMLButtonElement).form;

  it("posts in the same tab to the service's address, with no script needed", () => {
    render();
    const element = submitted();
    expect(element).toHaveAttribute("method", "post");
    expect(element).toHaveAttribute("action", action);
    expect(element).not.toHaveAttribute("target");
    expect(element).toHaveAttribute("data-placement", "issue-top");
  });

  it("asks for the address in a labelled, required e-mail field named as the service documents", () => {
    render();
    const field = screen.getByRole("textbox", { name: "Your email address" });
    expect(field).toHaveAttribute("type", "email");
    expect(field).toHaveAttribute("name", emailField);
    expect(field).toHaveAttribute("autocomplete", "email");
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription("Unsubscribe with one click, any time.");
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit");
    expect(screen.getByText("One email every four to six weeks.")).toBeInTheDocument();
  });

  it("sends exactly the documented fields: the address, and the bot trap empty", async () => {
    render();
    await userEvent.type(screen.getByRole("textbox", { name: "Your email address" }), "a@b.org");
    const sent = Object.fromEntries(new FormData(submitted() ?? undefined));
    expect(sent).toEqual(
      honeypot ? { [emailField]: "a@b.org", [honeypot]: "" } : { [emailField]: "a@b.org" },
    );
    // Only the one field is there for people and assistive technology.
    expect(screen.getAllByRole("textbox")).toHaveLength(1);
  });

  if (honeypot) {
    it("keeps Mailchimp's bot trap out of the tab order and the browser's autofill", () => {
      render();
      const trap = screen
        .getAllByRole("textbox", { hidden: true })
        .find((input) => input.getAttribute("name") === honeypot);
      expect(trap).toHaveAttribute("type", "text");
      expect(trap).toHaveAttribute("tabindex", "-1");
      expect(trap).toHaveAttribute("autocomplete", "off");
    });
  }
});

describe("the newsletter's invitation", () => {
  it("holds the form when a service is set, and says what the reader gets and how often", () => {
    renderWithTheme(
      <NewsletterCta title="Get the next issue" signup={testSignup} placement="archive" />,
    );
    const box = screen.getByRole("complementary", { name: "Newsletter" });
    expect(box).toHaveTextContent(testSignup.promise);
    expect(within(box).getByRole("textbox", { name: "Your email address" })).toBeInTheDocument();
    expect(within(box).queryByRole("link", { name: "Subscribe to the newsletter" })).toBeNull();
  });

  it("links to the subscription page when no service is set", () => {
    renderWithTheme(
      <NewsletterCta title="Get the next issue" signup={linkSignup} placement="archive" />,
    );
    const box = screen.getByRole("complementary", { name: "Newsletter" });
    expect(within(box).queryByRole("textbox")).toBeNull();
    expect(within(box).getByRole("link", { name: "Subscribe to the newsletter" })).toHaveAttribute(
      "href",
      linkSignup.subscribeUrl,
    );
    expect(box).toHaveTextContent(`${linkSignup.promise} Unsubscribe with one click, any time.`);
  });
});

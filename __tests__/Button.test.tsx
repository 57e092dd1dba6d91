import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, type ButtonSize } from "../src/components/Button";
import { ConversionLinksProvider } from "../src/components/ConversionLinks";
import { theme } from "../src/theme";
import { renderWithTheme } from "./support/site";

const BOOKING = "https://cal.example.com/intro";

describe("Button", () => {
  it("renders a button that acts when clicked, when given no destination", async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Send</Button>);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("renders an internal link through Gatsby's Link", () => {
    renderWithTheme(<Button to="/case-study/">Read the stories</Button>);
    expect(screen.getByRole("link", { name: "Read the stories" })).toHaveAttribute(
      "href",
      "/case-study/",
    );
  });

  it("renders an external link as a plain anchor, in a new tab only when asked", () => {
    renderWithTheme(
      <>
        <Button to="https://cal.example.com/intro">Book</Button>
        <Button to="https://news.example.com/" newTab>
          Subscribe
        </Button>
      </>,
    );
    expect(screen.getByRole("link", { name: "Book" })).not.toHaveAttribute("target");
    const subscribe = screen.getByRole("link", { name: "Subscribe" });
    expect(subscribe).toHaveAttribute("target", "_blank");
    expect(subscribe).toHaveAttribute("rel", "noopener noreferrer");
  });

  it.each([
    ["a link to the booking page", "solid", BOOKING, {}],
    ["the booking page with its query", "solid", `${BOOKING}?utm_source=home`, {}],
    ["a second booking link, asked to be quiet", "outlined", BOOKING, { quiet: true }],
    ["the newsletter's sign-up", "outlined", "https://newsletter.example.com/subscribe", {}],
    ["a page of the site", "outlined", "/newsletter/archive/", {}],
  ])("paints %s %s", (_what, look, to, extra) => {
    renderWithTheme(
      <ConversionLinksProvider
        urls={{
          bookingUrl: BOOKING,
          newsletterSubscribeUrl: "https://newsletter.example.com/subscribe",
        }}
      >
        <Button to={to} {...extra}>
          Go
        </Button>
      </ConversionLinksProvider>,
    );
    const solid = { background: theme.colors.primary, color: theme.colors.onPrimary };
    const outlined = { background: theme.colors.surface, color: theme.colors.primary };
    expect(screen.getByRole("link", { name: "Go" })).toHaveStyle(
      look === "solid" ? solid : outlined,
    );
  });

  it("paints a form's button outlined: the solid look is for booking a call", () => {
    renderWithTheme(<Button type="submit">Search</Button>);
    expect(screen.getByRole("button", { name: "Search" })).toHaveStyle({
      background: theme.colors.surface,
    });
  });

  it.each<[ButtonSize, string]>([
    ["sm", theme.fontSizes.sm],
    ["md", theme.fontSizes.md],
    ["lg", theme.fontSizes.lg],
  ])("sizes the %s button from the type scale", (size, fontSize) => {
    renderWithTheme(<Button size={size}>Go</Button>);
    expect(screen.getByRole("button", { name: "Go" })).toHaveStyle({ fontSize });
  });

  it("can be disabled", () => {
    renderWithTheme(<Button disabled>Go</Button>);
    expect(screen.getByRole("button", { name: "Go" })).toBeDisabled();
  });
});

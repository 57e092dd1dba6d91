import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, type ButtonSize, type ButtonVariant } from "../src/components/Button";
import { theme } from "../src/theme";
import { renderWithTheme } from "./support/site";

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

  it.each<[ButtonVariant, string, string]>([
    ["primary", theme.colors.primary, theme.colors.onPrimary],
    ["secondary", theme.colors.surface, theme.colors.primary],
    ["danger", theme.colors.danger, theme.colors.onPrimary],
    ["success", theme.colors.success, theme.colors.onPrimary],
  ])("paints the %s variant from the theme", (variant, background, color) => {
    renderWithTheme(<Button variant={variant}>Go</Button>);
    expect(screen.getByRole("button", { name: "Go" })).toHaveStyle({ background, color });
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

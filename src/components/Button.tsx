import type { ButtonHTMLAttributes, ReactNode } from "react";
import { css, type Theme } from "@emotion/react";
import { reducedMotion } from "../theme";
import { CONVERSION_ATTRIBUTE, CONVERSION_EVENTS } from "../analytics/conversions";
import { useConversionMark } from "./ConversionLinks";
import { SiteLink } from "./SiteLink";

export type ButtonSize = "sm" | "md" | "lg";

// One look for the one action that matters: the solid fill is for links to the booking page (and
// only them: SiteLink's conversion mark says where a link goes); everything else is outlined.
const variantStyles = ({ colors }: Theme, solid: boolean) =>
  solid
    ? css`
        background: ${colors.primary};
        color: ${colors.onPrimary};
        border-color: ${colors.primary};
        &:hover {
          background: ${colors.primaryHover};
          border-color: ${colors.primaryHover};
          color: ${colors.onPrimary};
        }
      `
    : css`
        background: ${colors.surface};
        color: ${colors.primary};
        border-color: ${colors.primary};
        &:hover {
          background: ${colors.muted};
          color: ${colors.primaryHover};
        }
      `;

const sizeStyles = (theme: Theme, size: ButtonSize) => {
  const sizes = {
    sm: { font: theme.fontSizes.sm, pad: `${theme.space[1]} ${theme.space[3]}`, minHeight: "2rem" },
    md: {
      font: theme.fontSizes.md,
      pad: `${theme.space[2]} ${theme.space[4]}`,
      minHeight: theme.sizes.target,
    },
    lg: {
      font: theme.fontSizes.lg,
      pad: `${theme.space[3]} ${theme.space[5]}`,
      minHeight: "3.25rem",
    },
  }[size];
  return css`
    font-size: ${sizes.font};
    padding: ${sizes.pad};
    min-height: ${sizes.minHeight};
  `;
};

const buttonStyles = (solid: boolean, size: ButtonSize) => (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  border: 2px solid transparent;
  border-radius: ${theme.radii.pill};
  font-family: ${theme.fonts.body};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.tight};
  text-decoration: none;
  text-align: center;
  cursor: pointer;
  transition:
    background-color ${theme.durations.fast}ms ease,
    color ${theme.durations.fast}ms ease;
  ${reducedMotion} {
    transition: none;
  }
  ${variantStyles(theme, solid)};
  ${sizeStyles(theme, size)};
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

interface CommonProps {
  size?: ButtonSize;
  children: ReactNode;
  className?: string;
}

interface LinkButtonProps extends CommonProps {
  /** Where the button goes: renders a link. */
  to: string;
  /** Outlined even though it books a call: a second booking link beside the recommended one. */
  quiet?: boolean;
  newTab?: boolean;
  onClick?: () => void;
}

interface ActionButtonProps
  extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  to?: undefined;
}

export type ButtonProps = LinkButtonProps | ActionButtonProps;

/**
 * The site's button: a link when given a destination (`to`), solid when it books a call; a
 * `<button>` (outlined) otherwise.
 */
export function Button(props: ButtonProps) {
  const { size = "md" } = props;
  const booking =
    useConversionMark(props.to ?? "")[CONVERSION_ATTRIBUTE] === CONVERSION_EVENTS.booking;
  if (props.to !== undefined) {
    const { to, quiet, newTab, onClick, children, className } = props;
    return (
      <SiteLink
        to={to}
        newTab={newTab}
        onClick={onClick}
        className={className}
        css={buttonStyles(booking && !quiet, size)}
      >
        {children}
      </SiteLink>
    );
  }
  const { size: _size, type = "button", children, ...rest } = props;
  return (
    <button type={type} css={buttonStyles(false, size)} {...rest}>
      {children}
    </button>
  );
}

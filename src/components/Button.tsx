import type { ButtonHTMLAttributes, ReactNode } from "react";
import { css, type Theme } from "@emotion/react";
import { reducedMotion } from "../theme";
import { SiteLink } from "./SiteLink";

/** `accent`: the call to action on dark or coloured bands, where a primary fill would vanish. */
export type ButtonVariant = "primary" | "secondary" | "accent" | "danger" | "success";
export type ButtonSize = "sm" | "md" | "lg";

const variantStyles = (theme: Theme, variant: ButtonVariant) => {
  const { colors } = theme;
  if (variant === "secondary") {
    return css`
      background: ${colors.surface};
      color: ${colors.primary};
      border-color: ${colors.primary};
      &:hover {
        background: ${colors.muted};
        color: ${colors.primaryHover};
      }
    `;
  }
  const filled = {
    primary: { fill: colors.primary, hover: colors.primaryHover, text: colors.onPrimary },
    accent: { fill: colors.accent, hover: colors.accentHover, text: colors.onAccent },
    danger: { fill: colors.danger, hover: colors.dangerHover, text: colors.onPrimary },
    success: { fill: colors.success, hover: colors.successHover, text: colors.onPrimary },
  }[variant];
  return css`
    background: ${filled.fill};
    color: ${filled.text};
    border-color: ${filled.fill};
    &:hover {
      background: ${filled.hover};
      border-color: ${filled.hover};
      color: ${filled.text};
    }
  `;
};

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

const buttonStyles = (variant: ButtonVariant, size: ButtonSize) => (theme: Theme) => css`
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
  ${variantStyles(theme, variant)};
  ${sizeStyles(theme, size)};
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
  className?: string;
}

interface LinkButtonProps extends CommonProps {
  /** Where the button goes: renders a link. */
  to: string;
  newTab?: boolean;
  onClick?: () => void;
}

interface ActionButtonProps
  extends CommonProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, "children"> {
  to?: undefined;
}

export type ButtonProps = LinkButtonProps | ActionButtonProps;

/** The site's button: a link when given a destination (`to`), a `<button>` otherwise. */
export function Button(props: ButtonProps) {
  const { variant = "primary", size = "md" } = props;
  const styles = buttonStyles(variant, size);
  if (props.to !== undefined) {
    const { to, newTab, onClick, children, className } = props;
    return (
      <SiteLink to={to} newTab={newTab} onClick={onClick} className={className} css={styles}>
        {children}
      </SiteLink>
    );
  }
  const { variant: _variant, size: _size, type = "button", children, ...rest } = props;
  return (
    <button type={type} css={styles} {...rest}>
      {children}
    </button>
  );
}

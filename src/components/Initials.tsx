import { css, type Theme } from "@emotion/react";

const styles = (size: string) => (theme: Theme) => css`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${size};
  height: ${size};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.muted};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.primary};
  font-family: ${theme.fonts.heading};
  font-weight: ${theme.fontWeights.heading};
  letter-spacing: 0.02em;
`;

/** "Alicia Fernández" -> "AF": the first letters of the first and last words. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/**
 * A person's initials in a circle, where a photo would go when there is none. Decorative: the name
 * is always written beside it.
 */
export function Initials({ name, size = "3rem" }: { name: string; size?: string }) {
  return (
    <span aria-hidden="true" css={styles(size)}>
      {initialsOf(name)}
    </span>
  );
}

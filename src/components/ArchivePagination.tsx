import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import { routes } from "../routes";
import { visuallyHidden } from "../styles/visuallyHidden";

/** Where a reader is in the archive: page `current` of `count`, 1 the newest. */
export interface ArchivePage {
  current: number;
  count: number;
}

const styles = (theme: Theme) => css`
  margin-top: ${theme.space[6]};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: ${theme.sizes.target};
    min-height: ${theme.sizes.target};
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.primary};
    text-decoration: none;
  }

  a:hover {
    background: ${theme.colors.muted};
    color: ${theme.colors.primaryHover};
  }

  a[aria-current="page"] {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-weight: ${theme.fontWeights.bold};
  }
`;

interface ArchivePaginationProps extends ArchivePage {
  /** What the links are pages of, for screen readers ("Archive pages"). */
  label?: string;
  /** The address of page `page`: the archive's unless a topic's pages are listed. */
  pathOf?: (page: number) => string;
}

/**
 * The archive's (or a topic's) numbered pages as links, with newer and older pages either side;
 * the page shown is marked `aria-current="page"`. Plain links, so every issue is reachable without
 * JavaScript. Nothing when the archive fits on one page.
 */
export function ArchivePagination({
  current,
  count,
  label = "Archive pages",
  pathOf = routes.newsletterArchivePage,
}: ArchivePaginationProps) {
  if (count <= 1) return null;
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <nav aria-label={label} css={styles}>
      <ul>
        {current > 1 && (
          <li>
            <Link to={pathOf(current - 1)} rel="prev">
              Newer issues
            </Link>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number}>
            <Link to={pathOf(number)} aria-current={number === current ? "page" : undefined}>
              <span css={visuallyHidden}>Page </span>
              {number}
            </Link>
          </li>
        ))}
        {current < count && (
          <li>
            <Link to={pathOf(current + 1)} rel="next">
              Older issues
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

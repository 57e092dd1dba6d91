import { css, type Theme } from "@emotion/react";
import type { PublicationStatus } from "../publication";

const styles = (theme: Theme) => css`
  display: inline-block;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.danger};
  color: ${theme.colors.onPrimary};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
`;

export interface PublicationBadgeProps {
  status: PublicationStatus;
  /** The date as people read it ("March 5, 2027"), for a scheduled issue. */
  date?: string;
}

/**
 * Marks what only `gatsby develop` shows: a draft, or an issue scheduled for a later day. Renders
 * nothing for published content, which is all a production build contains.
 */
export function PublicationBadge({ status, date }: PublicationBadgeProps) {
  if (status === "published") return null;
  const label = status === "draft" ? "Draft: not published" : `Scheduled: goes out on ${date}`;
  return <strong css={styles}>{label}</strong>;
}

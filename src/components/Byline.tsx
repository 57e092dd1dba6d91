import { css, type Theme } from "@emotion/react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { routes } from "../routes";
import { Initials } from "./Initials";
import { ResponsiveImage } from "./ResponsiveImage";

const AVATAR = "2.5rem";

const styles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin: ${theme.space[4]} 0 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};

  img {
    flex: none;
    width: ${AVATAR};
    height: ${AVATAR};
    border-radius: ${theme.radii.pill};
  }

  a {
    font-weight: ${theme.fontWeights.bold};
  }
`;

export interface BylineProps {
  name: string;
  role: string;
  /** The coach's portrait (content/home.yaml); without one, their initials stand in. */
  portrait?: IGatsbyImageData | null;
}

/**
 * Who wrote it: the coach's name (linking to About on the home page), role and a small portrait.
 * The portrait is decoration here, the name is written beside it.
 */
export function Byline({ name, role, portrait }: BylineProps) {
  return (
    <p css={styles}>
      {portrait ? (
        <ResponsiveImage image={portrait} alt="" />
      ) : (
        <Initials name={name} size={AVATAR} />
      )}
      <span>
        By <Link to={routes.about}>{name}</Link>, {role}
      </span>
    </p>
  );
}

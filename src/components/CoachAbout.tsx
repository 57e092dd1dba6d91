import { css, type Theme } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { mediaUp } from "../theme";
import { ResponsiveImage } from "./ResponsiveImage";
import { SiteLink } from "./SiteLink";

const styles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[6]};
  margin-top: ${theme.space[6]};

  .photo {
    width: 100%;
    max-width: 20rem;
    border-radius: ${theme.radii.lg};
  }

  .bio p {
    max-width: ${theme.sizes.prose};
    font-size: ${theme.typeScale.quote};
  }

  ul {
    padding-left: ${theme.space[5]};
  }

  .role {
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeights.bold};
  }
`;

// Photo and bio side by side from md up; without a photo (until the coach adds a real one) the bio
// alone, in its reading width, which the section sets beside its heading (HomeView).
const withPhotoStyles = (theme: Theme) => css`
  ${mediaUp("md")} {
    grid-template-columns: minmax(12rem, 20rem) 1fr;
    align-items: start;
    gap: ${theme.space[7]};
  }
`;

export interface CoachAboutProps {
  /** The bio in the first person, paragraphs apart by a blank line; links to check it by. */
  coach: Pick<
    Queries.HomeContentFragment["coach"],
    "name" | "role" | "bio" | "links" | "portraitAlt"
  >;
  photo: IGatsbyImageData | undefined;
}

/** The coach in their own words, beside their photo, with links to check them by. */
export function CoachAbout({ coach, photo }: CoachAboutProps) {
  const { name, role, bio, links, portraitAlt } = coach;
  const paragraphs = bio
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div css={[styles, photo && withPhotoStyles]}>
      {photo && <ResponsiveImage image={photo} alt={portraitAlt} className="photo" />}
      <div className="bio">
        <p className="role">
          {name}, {role}
        </p>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {links && links.length > 0 && (
          <ul aria-label={`${name} elsewhere`}>
            {links.map((link) => (
              <li key={link.url}>
                <SiteLink to={link.url}>{link.title}</SiteLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

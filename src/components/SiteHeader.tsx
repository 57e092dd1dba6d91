import { css, type Theme } from "@emotion/react";
import type { Navigation } from "../navigation";
import { container } from "../styles/container";
import { visuallyHidden } from "../styles/visuallyHidden";
import {
  crampedHeader,
  HEADER_CONTAINER,
  phoneHeaderUp,
  smallPhoneHeader,
  wideHeader,
} from "../theme";
import { Button } from "./Button";
import { Logo } from "./Logo";
import { SiteNavigation } from "./SiteNavigation";
import { HEADER_ID } from "../elementIds";

// The bar is the container its navigation measures itself against (theme.wideHeader).
const barStyles = (theme: Theme) => css`
  container: ${HEADER_CONTAINER} / inline-size;
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: ${theme.zIndices.header};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.bar};
`;

const innerStyles = (theme: Theme) => css`
  ${container(theme)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  min-height: ${theme.sizes.headerHeight};

  ${smallPhoneHeader} {
    gap: ${theme.space[2]};
  }

  /* Larger text on a small phone: the gutters and gaps give the controls the room. */
  ${crampedHeader} {
    gap: ${theme.space[2]};
    padding-inline: ${theme.space[4]};
  }
`;

// Below the wide bar the main next step stays beside the menu toggle; on a cramped header it says
// "Call", its accessible name still "Schedule a Call".
const callStyles = (theme: Theme) => css`
  margin-inline-start: auto;

  > a {
    /* A thumb's target (44 px), as every other control. */
    min-height: ${theme.sizes.target};
    padding: ${theme.space[1]} ${theme.space[3]};
    font-size: ${theme.fontSizes.xs};
  }

  ${smallPhoneHeader} {
    > a {
      padding-inline: ${theme.space[2]};
    }
  }

  ${phoneHeaderUp} {
    > a {
      font-size: ${theme.fontSizes.sm};
    }
  }

  ${crampedHeader} {
    .first-words {
      ${visuallyHidden};
    }
  }

  ${wideHeader} {
    display: none;
  }
`;

interface SiteHeaderProps {
  siteTitle: string;
  navigation: Navigation;
  pathname: string;
}

/** Splits "Schedule a Call" into the words a cramped header hides and the last one it shows. */
const lastWord = (title: string): [string, string] => {
  const at = title.lastIndexOf(" ");
  return at < 0 ? ["", title] : [title.slice(0, at + 1), title.slice(at + 1)];
};

/** The fixed top bar: brand, navigation and, below the wide bar, the call button. */
export function SiteHeader({ siteTitle, navigation, pathname }: SiteHeaderProps) {
  const { callToAction } = navigation;
  const [firstWords, last] = lastWord(callToAction?.title ?? "");
  return (
    <header id={HEADER_ID} css={barStyles}>
      <div css={innerStyles}>
        <Logo name={siteTitle} />
        {callToAction && (
          <div css={callStyles} data-placement="header">
            <Button to={callToAction.path} size="sm">
              {/* One inline run, so the space before the last word is a space, not a flex gap. */}
              <span>
                {firstWords && <span className="first-words">{firstWords}</span>}
                {last}
              </span>
            </Button>
          </div>
        )}
        <SiteNavigation navigation={navigation} pathname={pathname} />
      </div>
    </header>
  );
}

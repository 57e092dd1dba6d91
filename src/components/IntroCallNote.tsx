import { css, type Theme } from "@emotion/react";
import { LineIcon } from "./LineIcon";
import { KeepTogether } from "./KeepTogether";

const styles = (theme: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  max-width: 34rem;
  margin: ${theme.space[3]} 0 0;
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};

  svg {
    flex: none;
    margin-top: 0.1em;
  }
`;

/** The one line that says what the intro call is, beside a booking button. */
export function IntroCallNote({ text }: { text: string }) {
  return (
    <p css={styles}>
      <LineIcon d="M4 5h16v11H8l-4 4V5Z" size={18} strokeWidth={2} />
      <span>
        <KeepTogether text={text} />
      </span>
    </p>
  );
}

import { css, type Theme } from "@emotion/react";
import { CONVERSION_ATTRIBUTE, CONVERSION_EVENTS } from "../analytics/conversions";
import type { SignupForm as Form } from "../newsletterForm";
import { formField } from "../styles/formField";
import { visuallyHidden } from "../styles/visuallyHidden";
import { Button } from "./Button";

/** What every invitation to subscribe tells the reader they keep. */
export const UNSUBSCRIBE_NOTE = "Unsubscribe with one click, any time.";

const styles = (theme: Theme) => css`
  ${formField(theme)};
  width: 100%;
  min-width: 0;

  p {
    margin: ${theme.space[2]} 0 0;
    color: ${theme.colors.textMuted};
  }

  .promise {
    margin: 0 0 ${theme.space[3]};
  }
`;

export interface SignupFormProps {
  /**
   * The field's id, unique on the page and the same however the page is reached (React's useId
   * differs between a page loaded and one navigated to).
   */
  id: string;
  form: Form;
  /** What a subscriber gets and how often, when nothing around the form says it already. */
  promise?: string | undefined;
  /** Where the form is counted (analytics), when nothing around it says so. */
  placement?: string | undefined;
}

/**
 * The newsletter's sign-up form: a plain POST to the sending service in the same tab, so it works
 * before and without any script; the service answers with its own confirmation (double opt-in).
 */
export function SignupForm({ id, form, promise, placement }: SignupFormProps) {
  return (
    <form
      method="post"
      action={form.action}
      css={styles}
      {...{ [CONVERSION_ATTRIBUTE]: CONVERSION_EVENTS.subscribeForm }}
      data-placement={placement}
    >
      {promise && <p className="promise">{promise}</p>}
      <label htmlFor={id}>Your email address</label>
      <div className="row">
        <input
          id={id}
          type="email"
          name={form.emailField}
          autoComplete="email"
          required
          aria-describedby={`${id}-note`}
        />
        <Button type="submit">Subscribe</Button>
      </div>
      <p id={`${id}-note`}>{UNSUBSCRIBE_NOTE}</p>
      {form.honeypot && (
        // Mailchimp's bot trap, as its embed code has it: a person never sees or fills it.
        <div aria-hidden="true" css={visuallyHidden}>
          <input
            type="text"
            name={form.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
      )}
    </form>
  );
}

// The words of the button that takes a reader to the booking page at the end of a page (the
// closing band, ClosingCta.tsx) and at the end of every newsletter e-mail (src/node/feed/), so the
// two invitations say the same.
export const SCHEDULE_A_CALL = "Schedule a Call";

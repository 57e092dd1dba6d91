export interface LineIconProps {
  /** The path, drawn on a 24 x 24 grid. */
  d: string;
  /** Rendered width and height in px. */
  size?: number;
  strokeWidth?: number;
}

/** A decorative line icon in the text's colour, hidden from assistive technology. */
export function LineIcon({ d, size = 20, strokeWidth = 2.5 }: LineIconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

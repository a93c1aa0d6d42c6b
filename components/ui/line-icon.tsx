/** A line drawing on a 24 × 24 grid, stroked in the text colour around it; decorative (the control names itself). */
export function LineIcon({ path, size = 24, strokeWidth = 1.8 }: { path: string; size?: number; strokeWidth?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" className="shrink-0">
      <path d={path} />
    </svg>
  );
}

/** A delivery scooter: the delivery service and payment on delivery draw the same thing. */
export const SCOOTER_PATH = "M3 16V8h10v8M13 11h4l3 3v2h-7M6.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM16.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z";

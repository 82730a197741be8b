/** A small decorative fighter walking along the welcome card; still under reduced motion. */
export function WalkingCharacter() {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute left-0 top-[-2.25rem] h-8 w-8 animate-walk-around motion-reduce:animate-none"
    >
      <svg viewBox="0 0 32 32" className="h-8 w-8">
        <ellipse cx="16" cy="30" rx="8" ry="1.5" fill="currentColor" opacity=".2" />
        <path d="M9 10 L6 3 L13 8 Z M23 10 L26 3 L19 8 Z" fill="#f97316" />
        <circle cx="16" cy="13" r="8" fill="#f97316" />
        <ellipse cx="16" cy="16" rx="5" ry="4" fill="#fde68a" />
        <circle cx="13" cy="12" r="1.3" fill="#111827" />
        <circle cx="19" cy="12" r="1.3" fill="#111827" />
        <rect x="11" y="20" width="10" height="7" rx="3" fill="#16a34a" />
        <rect x="11" y="26" width="3" height="3" rx="1" fill="#7c2d12" />
        <rect x="18" y="26" width="3" height="3" rx="1" fill="#7c2d12" />
      </svg>
    </span>
  );
}

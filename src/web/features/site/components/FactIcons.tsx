/** The home page's fact icons: decoration beside words that say it all. */

const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  focusable: false,
};

export function PriceIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M16 6.5A4 4 0 0 0 9 9v3m0 0v3.5c0 1.5-.7 2.7-2 3.5h11M6.5 12h7" />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  );
}

export function PlaceIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

import { LineIcon } from '../../../components/LineIcon';

/** The home page's fact icons: decoration beside words that say it all. */

export function PriceIcon() {
  return (
    <LineIcon size={20}>
      <path d="M16 6.5A4 4 0 0 0 9 9v3m0 0v3.5c0 1.5-.7 2.7-2 3.5h11M6.5 12h7" />
    </LineIcon>
  );
}

export function ClockIcon() {
  return (
    <LineIcon size={20}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </LineIcon>
  );
}

export function PlaceIcon() {
  return (
    <LineIcon size={20}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </LineIcon>
  );
}

import { LineIcon } from './LineIcon';

/** Small line icons for the header, drawn in the text's colour; words always go with them. */

/** A calendar with a plus: book a new session. */
export function BookIcon() {
  return (
    <LineIcon size={18}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
    </LineIcon>
  );
}

/** A person: what belongs to the signed-in account. */
export function AccountIcon() {
  return (
    <LineIcon size={18}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </LineIcon>
  );
}

/** Three bars: the phone menu. */
export function MenuIcon() {
  return (
    <LineIcon size={18}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}

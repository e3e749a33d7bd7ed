import { type ReactNode, useId } from 'react';

/** The page's parts, in the words of its "On this page" list, by their addresses on the page. */
export const ACCOUNT_PARTS = {
  password: 'Password',
  email: 'E-mail address',
  'two-factor': 'Two-factor sign-in',
  sessions: 'Sessions',
  contact: 'Your name and mobile',
  dogs: 'Your dogs',
  data: 'Your data',
  delete: 'Delete account',
} as const;
export type AccountPart = keyof typeof ACCOUNT_PARTS;

/** One part of the account page: a card named by its heading, so it is a region to go to. */
export function AccountSection({
  title,
  anchor,
  className,
  children,
}: {
  title: string;
  /** Where the page's "On this page" list leads (see ACCOUNT_PARTS). */
  anchor: AccountPart;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      id={anchor}
      className={['card', className].filter(Boolean).join(' ')}
      aria-labelledby={id}
    >
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

import { type ReactNode, useId } from 'react';

/** One part of the account page: a card named by its heading, so it is a region to go to. */
export function AccountSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={['card', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

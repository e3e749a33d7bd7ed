import type { ReactNode } from 'react';
import styles from './admin.module.css';
import { cardColumns, cardTable } from './cards';

/**
 * An admin list: named for screen readers, a table on a desktop and cards on a phone, each value
 * beside its column's header.
 */
export function AdminTable({
  caption,
  headers,
  children,
}: {
  caption: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    // A table wider than its column (a tablet) scrolls sideways; keyboard users scroll it once it has focus.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
    <section className={styles.scroll} tabIndex={0} aria-label={caption}>
      <table className={`${styles.table} ${cardTable}`} style={cardColumns(headers)}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

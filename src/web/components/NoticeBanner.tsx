import type { ReactNode } from 'react';
import styles from './NoticeBanner.module.css';

export type NoticeType = 'event' | 'message' | 'default';

/** The seed's notice banner: event (green), message (blue), anything else (grey). */
export function NoticeBanner({
  type = 'default',
  role = 'note',
  children,
}: {
  type?: NoticeType;
  /** 'status' for news the page has just made, read out as it comes. */
  role?: 'note' | 'status';
  children: ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles[type]}`} data-notice-type={type} role={role}>
      {children}
    </div>
  );
}

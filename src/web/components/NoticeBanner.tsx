import type { ReactNode } from 'react';
import styles from './NoticeBanner.module.css';

export type NoticeType = 'event' | 'message' | 'default';

/** The seed's notice banner: event (green), message (blue), anything else (grey). */
export function NoticeBanner({
  type = 'default',
  children,
}: {
  type?: NoticeType;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.notice} ${styles[type]}`} data-notice-type={type} role="note">
      {children}
    </div>
  );
}

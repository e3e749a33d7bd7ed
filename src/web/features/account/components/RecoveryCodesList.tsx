import { useEffect, useRef } from 'react';
import { usePark } from '../../../api/park';
import { formStyles } from '../../../components/Field';
import styles from './account.module.css';

interface Props {
  codes: string[];
  email: string;
  onDone: () => void;
}

function fileText(codes: string[], email: string, parkName: string): string {
  return [
    `Recovery codes for ${email} at ${parkName}`,
    'Each code signs you in once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The ten recovery codes, shown this once: only their hashes are kept by the server. */
export function RecoveryCodesList({ codes, email, onDone }: Props) {
  const parkName = usePark().data?.park.name ?? 'the park';
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that made them has gone: the codes are what the visitor reads next.
  useEffect(() => heading.current?.focus(), []);
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(fileText(codes, email, parkName))}`;

  return (
    <div>
      <h3 ref={heading} tabIndex={-1}>
        Your recovery codes
      </h3>
      <p>
        If you lose your phone, each of these codes signs you in once instead of a code from the
        app. Keep them somewhere safe, such as a password manager:{' '}
        <strong>we show them only this once.</strong>
      </p>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={formStyles.actions}>
        <a className="button button--quiet" href={href} download="recovery-codes.txt">
          Download
        </a>
        <button type="button" className="button" onClick={onDone}>
          I have saved them
        </button>
      </div>
    </div>
  );
}

import { Link } from 'react-router';
import { useEmailProblems } from '../../../api/admin/emailProblemsApi';
import styles from './EmailProblemsNotice.module.css';

const emails = (count: number) => (count === 1 ? '1 e-mail' : `${count} e-mails`);

/**
 * At the top of Today, only while some e-mail has not gone: that e-mails are failing, how many,
 * and the way to the list. A mail server that can't be reached shows here from the first failure
 * (decision 128), so a wrong SMTP_URL is seen the day it is made, not at the gate.
 */
export function EmailProblemsNotice() {
  const problems = useEmailProblems();
  const total = problems.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <p className={styles.notice}>
      <strong>E-mails are failing:</strong> {emails(total)} not delivered.{' '}
      <Link to="?tab=email-problems">E-mail problems ({total})</Link>
    </p>
  );
}

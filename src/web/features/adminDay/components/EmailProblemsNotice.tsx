import { Link } from 'react-router';
import { useEmailProblems } from '../../../api/admin/emailProblemsApi';
import styles from './EmailProblemsNotice.module.css';

/** On Today, only when some e-mail did not go: how many, and the way to the list. */
export function EmailProblemsNotice() {
  const problems = useEmailProblems();
  const total = problems.data?.total ?? 0;
  if (total === 0) return null;
  return (
    <p className={styles.notice}>
      <Link to="?tab=email-problems">E-mail problems ({total})</Link>
    </p>
  );
}

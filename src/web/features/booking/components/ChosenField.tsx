import { Link } from 'react-router';
import styles from './fieldChoice.module.css';
import { viewSearch } from './useFieldView';
import { useFocusOnShow } from './useFocusOnShow';

/** Which field the day view below is for, and the way back to the cards. */
export function ChosenField({ name, chosen }: { name: string; chosen: boolean }) {
  const heading = useFocusOnShow<HTMLHeadingElement>(chosen);
  return (
    <div className={styles.chosen}>
      <h2 ref={heading} tabIndex={-1}>
        {name}
      </h2>
      <Link to={{ search: viewSearch(null) }} state={{ chose: true }}>
        Choose another field
      </Link>
    </div>
  );
}

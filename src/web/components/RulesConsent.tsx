import { Link } from 'react-router';
import { pagePaths } from '../../contract/routes';
import type { RulesStanding } from '../../domain/bookingConsent';
import { CheckField } from './CheckField';
import styles from './RulesConsent.module.css';

interface Props {
  standing: RulesStanding;
  ticked: boolean;
  onTicked: (ticked: boolean) => void;
  error?: string | null | undefined;
}

/**
 * The tick a customer gives before their first booking, and again once the owner has changed
 * the site rules (decision 099); nothing at all once they have agreed to the rules in force.
 */
export function RulesConsent({ standing, ticked, onTicked, error }: Props) {
  if (standing === 'accepted') return null;
  return (
    <div className={styles.consent}>
      {standing === 'changed' && (
        <p className={styles.consentNews}>The site rules have changed since your last booking.</p>
      )}
      <CheckField
        checked={ticked}
        onChange={onTicked}
        error={error}
        label={
          <>
            I have read the{' '}
            <Link to={pagePaths.siteRules} target="_blank">
              site rules
            </Link>
            , my dogs are vaccinated, and I will keep them under my control.
          </>
        }
      />
    </div>
  );
}

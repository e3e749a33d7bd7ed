import { RETENTION_PERIODS } from '../../../../domain/retention';

/**
 * The fixed part of the privacy notice: how long each kind of data is kept, drawn from the same
 * figures the retention sweep enforces, so the notice can't promise what the site doesn't do.
 */
export function RetentionSection() {
  return (
    <section aria-labelledby="retention-heading">
      <h2 id="retention-heading">How long we keep your data</h2>
      <p>
        How long we keep each kind of data. The site removes the short-lived kinds itself as soon as
        their time is up.
      </p>
      <ul>
        {RETENTION_PERIODS.map((period) => (
          <li key={period.data}>
            <strong>{period.data}</strong>: {period.keptFor} {period.why}
          </li>
        ))}
      </ul>
    </section>
  );
}

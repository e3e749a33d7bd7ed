import { useState } from 'react';
import type { AdminPass, AdminPasses, OwedPass } from '../../../../contract/passes';
import { formatPence } from '../../../../domain/money';
import { useParkData } from '../../../api/park';
import { AdminTable } from '../../../components/admin/AdminTable';
import { CustomerLine } from '../../../components/admin/CustomerLine';
import { PagerNav } from '../../../components/admin/PagerNav';
import badgeStyles from '../../../components/admin/StatusBadges.module.css';
import { FormSuccess } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { shortDate, shortDateOf } from '../../../lib/formats';
import { usePasses } from '../api/passesApi';
import passStyles from './PassesTab.module.css';
import { PassRefundForm, refundableOf, sessionsWord } from './PassRefundForm';
import figureStyles from './PaymentsTab.module.css';

const COUNT = new Intl.NumberFormat('en-GB');

function Figure({ label, value, children }: { label: string; value: string; children?: string }) {
  return (
    <p className={figureStyles.figure}>
      {label}: <strong>{value}</strong>
      {children && <span className={passStyles.explain}>{children}</span>}
    </p>
  );
}

/** The accountant's figures: money in and out, and the sessions sold, had, owed and lost. */
function PassFigures({ totals }: { totals: AdminPasses['totals'] }) {
  return (
    <section aria-label="Passes in figures">
      <div className={figureStyles.figures}>
        <Figure label="Passes sold" value={COUNT.format(totals.sold)} />
        <Figure label="Taken" value={formatPence(totals.takenPence)} />
        <Figure label="Refunded" value={formatPence(totals.refundedPence)} />
        <Figure label="Sessions sold" value={COUNT.format(totals.sessionsSold)} />
        <Figure label="Sessions used" value={COUNT.format(totals.sessionsUsed)} />
        <Figure label="Sessions outstanding" value={COUNT.format(totals.sessionsOutstanding)} />
        <Figure label="Owed in sessions" value={formatPence(totals.outstandingPence)}>
          What the sessions left on passes that can still be used are worth
        </Figure>
        <Figure
          label="Sessions lost when passes ran out"
          value={COUNT.format(totals.sessionsLapsed)}
        />
      </div>
      {/* The list below shows test accounts' passes too, so the difference is said. */}
      <p className={passStyles.note}>These figures leave out test accounts' passes.</p>
    </section>
  );
}

/** 'Ten hours (pass 98): 7 of 10 sessions unused; paid £100.00, £10.00 a session: £70.00'. */
export function owedWords(owed: OwedPass): string {
  const refunded = owed.refundedPence > 0 ? `, ${formatPence(owed.refundedPence)} refunded` : '';
  return `${owed.name} (pass ${owed.passId}): ${owed.sessionsUnused} of ${owed.sessions} sessions unused; paid ${formatPence(owed.paidPence)}${refunded}, ${formatPence(owed.sessionValuePence)} a session: ${formatPence(owed.owedPence)}`;
}

/**
 * Sessions left on passes of accounts since deleted (decision 127): the park owes them, and the
 * owner refunds them from the pass's row below (or at Stripe).
 */
function OwedToDeleted({ owed }: { owed: readonly OwedPass[] }) {
  if (owed.length === 0) return null;
  return (
    <section aria-labelledby="owed-deleted">
      <h2 id="owed-deleted">Owed: account deleted</h2>
      <p className={passStyles.note}>
        These customers deleted their accounts with sessions unused. Refund them from the pass's row
        below.
      </p>
      <ul>
        {owed.map((each) => (
          <li key={each.passId}>{owedWords(each)}</li>
        ))}
      </ul>
    </section>
  );
}

/** 'Field: Puppy paddock', 'Fields: Main field, Puppy paddock'. */
function fieldsWord(names: readonly string[]): string {
  return `${names.length === 1 ? 'Field' : 'Fields'}: ${names.join(', ')}`;
}

interface RowProps {
  pass: AdminPass;
  timeZone: string;
  /** Offered to super admins only, on a pass with money left to give back. */
  onRefund: ((pass: AdminPass) => void) | null;
}

function PassRow({ pass, timeZone, onRefund }: RowProps) {
  return (
    <tr>
      <td>
        <CustomerLine customer={{ ...pass, who: pass.customer }} />{' '}
        {pass.isTest && <span className={`${badgeStyles.badge} ${badgeStyles.test}`}>Test</span>}
      </td>
      <td>
        {pass.name}
        <span className={passStyles.sub}>{sessionsWord(pass.sessions)}</span>
        {pass.fieldNames && pass.fieldNames.length > 0 && (
          <span className={passStyles.sub}>{fieldsWord(pass.fieldNames)}</span>
        )}
      </td>
      <td>{shortDateOf(pass.paidAt, timeZone)}</td>
      <td>{pass.used}</td>
      <td>{pass.sessionsLeft}</td>
      <td>{pass.withdrawn}</td>
      <td>{formatPence(pass.paidPence)}</td>
      <td>{formatPence(pass.refundedPence)}</td>
      <td>
        {shortDate(pass.validUntil)}
        {pass.runOut && ' (run out)'}
      </td>
      {onRefund && (
        <td>
          {refundableOf(pass) > 0 ? (
            <button type="button" className="button button--quiet" onClick={() => onRefund(pass)}>
              Refund{' '}
              <span className="visually-hidden">
                {pass.name}, {pass.customer}, bought {shortDateOf(pass.paidAt, timeZone)}
              </span>
            </button>
          ) : (
            'Fully refunded'
          )}
        </td>
      )}
    </tr>
  );
}

/**
 * The passes a page at a time, newest first: Next asks for the page after the server's cursor,
 * Previous goes back along the cursors already given (the server pages one way only). Each
 * page remembers how many passes come before it, since the server counts none.
 */
function usePassPages() {
  const [pages, setPages] = useState<{ after: string | null; at: number }[]>([
    { after: null, at: 0 },
  ]);
  const current = pages.at(-1) ?? { after: null, at: 0 };
  const passes = usePasses(current.after);
  // While the next page loads the last one stays on screen, counted where it was.
  const [shownAt, setShownAt] = useState(current.at);
  if (passes.isSuccess && !passes.isPlaceholderData && shownAt !== current.at) {
    setShownAt(current.at);
  }
  const next = passes.data?.next ?? null;
  const count = passes.data?.passes.length ?? 0;
  return {
    passes,
    first: pages.length === 1,
    at: passes.isPlaceholderData ? shownAt : current.at,
    previous: pages.length > 1 ? () => setPages(pages.slice(0, -1)) : null,
    next: next ? () => setPages([...pages, { after: next, at: current.at + count }]) : null,
  };
}

function PassesTable({
  page,
  superAdmin,
  onRefund,
}: {
  page: AdminPasses;
  superAdmin: boolean;
  onRefund: (pass: AdminPass) => void;
}) {
  const { park } = useParkData();
  return (
    <AdminTable
      caption="Passes sold"
      headers={[
        'Customer',
        'Pass',
        'Bought',
        'Used',
        'Left',
        'Taken off',
        'Paid',
        'Refunded',
        'Valid until',
        ...(superAdmin ? ['Refund'] : []),
      ]}
    >
      {page.passes.map((pass) => (
        <PassRow
          key={pass.id}
          pass={pass}
          timeZone={park.timeZone}
          onRefund={superAdmin ? onRefund : null}
        />
      ))}
    </AdminTable>
  );
}

/**
 * Session passes sold (decision 101): the accountant's figures, then the passes, newest first,
 * a page at a time; a super admin refunds part of one from its row.
 */
export function PassesTab({ superAdmin }: { superAdmin: boolean }) {
  const { passes, first, at, previous, next } = usePassPages();
  const [refunding, setRefunding] = useState<AdminPass | null>(null);
  const [news, setNews] = useState<string | null>(null);
  if (!passes.isSuccess)
    return (
      <QueryWaiting
        query={passes}
        loading="Loading the passes…"
        failed="We can't load the passes right now."
      />
    );
  const page = passes.data;
  if (first && page.passes.length === 0)
    return (
      <EmptyState title="No passes sold yet.">
        Put one on sale in Settings, under Session passes.
      </EmptyState>
    );

  const turn = (to: (() => void) | null) =>
    to &&
    (() => {
      setNews(null);
      to();
    });
  return (
    <>
      <PassFigures totals={page.totals} />
      <OwedToDeleted owed={page.owed ?? []} />
      <h2>Passes sold</h2>
      <FormSuccess message={news} />
      <PassesTable
        page={page}
        superAdmin={superAdmin}
        onRefund={(pass) => {
          setNews(null);
          setRefunding(pass);
        }}
      />
      <PagerNav
        label="Pages of passes"
        place={`Passes ${COUNT.format(at + 1)}–${COUNT.format(at + page.passes.length)}`}
        busy={passes.isPlaceholderData}
        onPrevious={turn(previous)}
        onNext={turn(next)}
      />
      <Modal
        open={refunding !== null}
        title={refunding ? `Refund ${refunding.name}, ${refunding.customer}` : ''}
        onClose={() => setRefunding(null)}
      >
        {refunding && (
          <PassRefundForm
            pass={refunding}
            onDone={(words) => {
              setRefunding(null);
              setNews(words);
            }}
            onCancel={() => setRefunding(null)}
          />
        )}
      </Modal>
    </>
  );
}

import { type FormEvent, useId, useState } from 'react';
import type { AdminPass, AdminPasses } from '../../../../contract/passes';
import { formatPence } from '../../../../domain/money';
import { sessionValuePence } from '../../../../domain/passes';
import { ApiRequestError } from '../../../api/client';
import { useParkData } from '../../../api/park';
import { FormError, FormSuccess, formStyles } from '../../../components/Field';
import { Modal, ModalActions } from '../../../components/Modal';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { failureMessage } from '../../../lib/apiErrors';
import { shortDate, shortDateOf } from '../../../lib/formats';
import { usePasses, useRefundPass } from '../api/passesApi';
import { AdminTable } from './AdminTable';
import styles from './admin.module.css';
import passStyles from './PassesTab.module.css';
import figureStyles from './PaymentsTab.module.css';
import { RefundReasonField } from './RefundReasonField';
import { penceToPounds, poundsToPence } from './refundAmount';
import badgeStyles from './StatusBadges.module.css';

const COUNT = new Intl.NumberFormat('en-GB');

const sessionsWord = (count: number) => `${count} session${count === 1 ? '' : 's'}`;

/** What is left of the payment to give back. */
const refundableOf = (pass: AdminPass) => pass.paidPence - pass.refundedPence;

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
        {pass.customer}{' '}
        {pass.isTest && <span className={`${badgeStyles.badge} ${badgeStyles.test}`}>Test</span>}
      </td>
      <td>
        {pass.name}
        <span className={passStyles.sub}>{sessionsWord(pass.sessions)}</span>
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

/** Where the page shown sits in the list, and the way to the pages either side. */
function PassesPager({
  from,
  count,
  busy,
  onPrevious,
  onNext,
}: {
  from: number;
  count: number;
  busy: boolean;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}) {
  return (
    <nav className={styles.toolbar} aria-label="Pages of passes">
      <p role="status">
        Passes {COUNT.format(from + 1)}–{COUNT.format(from + count)}
      </p>
      {onPrevious && (
        <button type="button" className="button button--quiet" disabled={busy} onClick={onPrevious}>
          Previous
        </button>
      )}
      {onNext && (
        <button type="button" className="button button--quiet" disabled={busy} onClick={onNext}>
          Next
        </button>
      )}
    </nav>
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

interface RefundProblems {
  sessions?: string;
  amount?: string;
  reason?: string;
  form?: string;
}

/** The sessions box as a count from 0 to `most`, or null when it is none. */
function sessionsIn(text: string, most: number): number | null {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const count = Number(text);
  return count <= most ? count : null;
}

/** Why the typed amount can't be sent, in the words of the booking refund form; or null. */
function amountProblem(pence: number | null, refundablePence: number): string | null {
  if (pence === null) return 'Give an amount in pounds, such as 5 or 5.00.';
  if (pence < 1) return 'Refund at least £0.01.';
  if (pence > refundablePence) return `At most ${formatPence(refundablePence)} can be refunded.`;
  return null;
}

/** A blank box rather than '0.00', so that staff type an amount of their own. */
const poundsOrBlank = (pence: number) => (pence > 0 ? penceToPounds(pence) : '');

interface RefundFormProps {
  pass: AdminPass;
  onDone: (words: string) => void;
  onCancel: () => void;
}

/**
 * A super admin's refund of part of a pass: sessions taken off (all those left, to begin with,
 * unless it has run out) and an amount that follows their value, each session worth the price
 * shared over the sessions, never more than is left of the payment. A reason the customer reads.
 */
function PassRefundForm({ pass, onDone, onCancel }: RefundFormProps) {
  const refund = useRefundPass();
  const ids = useId();
  const refundable = refundableOf(pass);
  // What was paid is the price: a pass takes no discount, and one paid otherwise is not sold.
  const sessionValue = sessionValuePence(pass.paidPence, pass.sessions);
  const worth = (sessions: number) => Math.min(sessions * sessionValue, refundable);
  // Sessions left on a pass that has run out are lost already: nothing is offered back for them.
  const offered = pass.runOut ? 0 : pass.sessionsLeft;
  const [sessions, setSessions] = useState(String(offered));
  const [amount, setAmount] = useState(poundsOrBlank(worth(offered)));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<RefundProblems>({});

  const count = sessionsIn(sessions, pass.sessionsLeft);
  const pence = poundsToPence(amount);
  const money = pence !== null && pence > 0 ? ` ${formatPence(pence)}` : '';
  const takeOff = count ? ` and take off ${sessionsWord(count)}` : '';

  const changeSessions = (text: string) => {
    setSessions(text);
    const chosen = sessionsIn(text, pass.sessionsLeft);
    if (chosen !== null) setAmount(poundsOrBlank(worth(chosen)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: RefundProblems = {
      sessions:
        count === null
          ? `Take off a whole number of sessions from 0 to ${pass.sessionsLeft}.`
          : undefined,
      amount: amountProblem(pence, refundable) ?? undefined,
      reason:
        reason.trim() === '' ? 'Give a reason: the customer reads it in their e-mail.' : undefined,
    };
    setProblems(found);
    if (found.sessions || found.amount || found.reason || count === null || pence === null) return;
    const body = { passId: pass.id, sessions: count, amountPence: pence, reason: reason.trim() };
    refund.mutate(body, {
      onSuccess: () =>
        onDone(
          `Refunded ${formatPence(pence)} to ${pass.customer} for “${pass.name}”${count ? `, and took ${sessionsWord(count)} off it` : ''}. The customer is e-mailed.`,
        ),
      onError: (failure) => {
        const fields = failure instanceof ApiRequestError ? failure.fields : undefined;
        const byField = {
          sessions: fields?.sessions,
          amount: fields?.amountPence,
          reason: fields?.reason,
        };
        setProblems({
          ...byField,
          form: Object.values(byField).some(Boolean)
            ? undefined
            : failureMessage(failure, 'The refund was not made. Please try again.'),
        });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className={formStyles.form}>
        <p className={formStyles.note}>
          {sessionsWord(pass.used)} used and {pass.sessionsLeft} left of {pass.sessions}; paid{' '}
          {formatPence(pass.paidPence)}, {formatPence(pass.refundedPence)} refunded so far.
          {pass.runOut && ' It has run out: the sessions left can no longer be booked.'}
        </p>
        {pass.sessionsLeft > 0 ? (
          <div className={formStyles.field}>
            <label htmlFor={`${ids}-sessions`}>Sessions to take off</label>
            <input
              id={`${ids}-sessions`}
              type="number"
              inputMode="numeric"
              min={0}
              max={pass.sessionsLeft}
              step={1}
              value={sessions}
              onChange={(event) => changeSessions(event.target.value)}
              aria-describedby={`${ids}-sessions-hint`}
              aria-invalid={problems.sessions ? true : undefined}
            />
            <p id={`${ids}-sessions-hint`} className={formStyles.hint}>
              From 0 (money back alone) to {pass.sessionsLeft}; each is worth{' '}
              {formatPence(sessionValue)}.
            </p>
            <FormError message={problems.sessions ?? null} />
          </div>
        ) : (
          <p className={formStyles.note}>No sessions are left on this pass to take off.</p>
        )}
        <div className={formStyles.field}>
          <label htmlFor={`${ids}-amount`}>Amount (£)</label>
          <input
            id={`${ids}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-describedby={`${ids}-amount-hint`}
            aria-invalid={problems.amount ? true : undefined}
          />
          <p id={`${ids}-amount-hint`} className={formStyles.hint}>
            Up to {formatPence(refundable)}, what is left of the payment.
          </p>
          <FormError message={problems.amount ?? null} />
        </div>
        <RefundReasonField
          ids={ids}
          value={reason}
          onChange={setReason}
          problem={problems.reason ?? null}
        />
      </div>
      <ModalActions>
        <FormError message={problems.form ?? null} />
        <button type="submit" className="button" disabled={refund.isPending}>
          {refund.isPending ? 'Refunding…' : `Refund${money}${takeOff}`}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </ModalActions>
    </form>
  );
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
      <PassesPager
        from={at}
        count={page.passes.length}
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

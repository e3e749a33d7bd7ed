import { useId, useState } from 'react';
import type { AdminUserRow } from '../../../../contract/admin';
import adminStyles from '../../../components/admin/admin.module.css';
import { CustomerLine } from '../../../components/admin/CustomerLine';
import { Field, FieldError, formStyles } from '../../../components/Field';
import { useCustomerSearch } from '../api/toolsApi';
import styles from './ManualCustomer.module.css';

/** Whom a manual booking is for (decision 125). */
export type ForWhom =
  | { kind: 'park' }
  | { kind: 'account'; user: AdminUserRow | null }
  | { kind: 'new'; name: string; email: string; mobile: string };

export type CustomerBox = 'customerId' | 'customerName' | 'customerEmail' | 'customerMobile';

export const FOR_THE_PARK: ForWhom = { kind: 'park' };

/** The request's part for whom it is, as the server reads it. */
export function customerRequest(forWhom: ForWhom): Partial<Record<CustomerBox, string>> {
  if (forWhom.kind === 'account') return forWhom.user ? { customerId: forWhom.user.id } : {};
  if (forWhom.kind === 'new') {
    const { name, email, mobile } = forWhom;
    return {
      ...(name.trim() ? { customerName: name } : {}),
      ...(email.trim() ? { customerEmail: email } : {}),
      ...(mobile.trim() ? { customerMobile: mobile } : {}),
    };
  }
  return {};
}

const KINDS = [
  { kind: 'park', label: "The park itself ('Manual Booking')" },
  { kind: 'account', label: 'A customer with an account' },
  { kind: 'new', label: 'Someone new' },
] as const;

const asWho = (user: AdminUserRow) => ({ ...user, who: user.email });

/** Staff may still choose such an account (decision 135), knowing its address is unproved. */
function Unconfirmed({ user }: { user: AdminUserRow }) {
  if (user.emailVerified) return null;
  return (
    <>
      {' '}
      <span className={adminStyles.marker}>E-mail not confirmed</span>
    </>
  );
}

function FindCustomer({
  chosen,
  onChoose,
  error,
}: {
  chosen: AdminUserRow | null;
  onChoose: (user: AdminUserRow | null) => void;
  error: string | null;
}) {
  const [search, setSearch] = useState('');
  const found = useCustomerSearch(search);
  const errorId = useId();
  if (chosen) {
    return (
      <div className={styles.chosen}>
        <p>
          For <CustomerLine customer={asWho(chosen)} links={false} />
          <Unconfirmed user={chosen} />
        </p>
        <button type="button" className="button button--quiet" onClick={() => onChoose(null)}>
          Choose someone else
        </button>
        <FieldError id={errorId} message={error} />
      </div>
    );
  }
  const users = search.trim().length >= 2 ? (found.data?.users ?? []) : [];
  return (
    <>
      <Field
        label="Find a customer"
        hint="Part of their name or e-mail address."
        type="search"
        value={search}
        onChange={setSearch}
        error={error}
      />
      {users.length > 0 && (
        <ul className={styles.found} aria-label="Customers found">
          {users.slice(0, 8).map((user) => (
            <li key={user.id}>
              <CustomerLine customer={asWho(user)} links={false} />
              <Unconfirmed user={user} />{' '}
              <button
                type="button"
                className="button button--small"
                onClick={() => onChoose(user)}
                aria-label={`Choose ${user.customerName ?? user.email}`}
              >
                Choose
              </button>
            </li>
          ))}
        </ul>
      )}
      {search.trim().length >= 2 && found.isSuccess && users.length === 0 && (
        <p className={formStyles.hint}>No customer's name or e-mail contains “{search.trim()}”.</p>
      )}
    </>
  );
}

/**
 * The "For" part of the manual booking: the park itself as before, a customer found by name or
 * address, or someone new by name, address and mobile (each may be left empty).
 */
export function ManualCustomer({
  value,
  onChange,
  errorOf,
}: {
  value: ForWhom;
  onChange: (next: ForWhom) => void;
  errorOf: (box: CustomerBox) => string | null;
}) {
  const name = useId();
  const choose = (kind: ForWhom['kind']) =>
    onChange(
      kind === 'park'
        ? FOR_THE_PARK
        : kind === 'account'
          ? { kind, user: null }
          : { kind, name: '', email: '', mobile: '' },
    );
  return (
    <fieldset className={styles.for}>
      <legend>For</legend>
      {KINDS.map((option) => (
        <label key={option.kind} className={formStyles.check}>
          <input
            type="radio"
            name={name}
            checked={value.kind === option.kind}
            onChange={() => choose(option.kind)}
          />
          {option.label}
        </label>
      ))}
      {value.kind === 'account' && (
        <FindCustomer
          chosen={value.user}
          onChoose={(user) => onChange({ kind: 'account', user })}
          error={errorOf('customerId')}
        />
      )}
      {value.kind === 'new' && (
        <>
          <Field
            label="Name"
            autoComplete="off"
            value={value.name}
            onChange={(text) => onChange({ ...value, name: text })}
            error={errorOf('customerName')}
          />
          <Field
            label="E-mail"
            type="email"
            autoComplete="off"
            value={value.email}
            onChange={(text) => onChange({ ...value, email: text })}
            error={errorOf('customerEmail')}
          />
          <Field
            label="Mobile"
            type="tel"
            autoComplete="off"
            value={value.mobile}
            onChange={(text) => onChange({ ...value, mobile: text })}
            error={errorOf('customerMobile')}
          />
          <p className={formStyles.hint}>
            Each may be left empty. What you type stays with the booking; it shows on the customer's
            own bookings once their account has confirmed this address.
          </p>
        </>
      )}
    </fieldset>
  );
}

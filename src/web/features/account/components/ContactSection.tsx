import { type FormEvent, useEffect, useId, useState } from 'react';
import type { AccountContact } from '../../../../contract/contact';
import { saveContactSchema } from '../../../../contract/contact';
import { MOBILE_WHY } from '../../../../domain/contact';
import { ApiRequestError } from '../../../api/client';
import { FormError, FormSuccess, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { useContact, useSaveContact } from '../api/contactApi';
import { AccountSection } from './AccountSection';

type Box = 'name' | 'mobile';
type BoxErrors = Partial<Record<Box, string>>;

/** The refusals of the two boxes, from the contract's schema or the server's answer. */
function boxErrors(fields: Record<string, string> | undefined): BoxErrors {
  return { name: fields?.name, mobile: fields?.mobile };
}

function mobileHint(contact: AccountContact | undefined): string {
  const why = `${MOBILE_WHY}.`;
  return contact?.mobileAsk === 'required' ? `Needed to book, ${why}` : `Optional, ${why}`;
}

/** A labelled box with its hint and, when refused, the reason under it, both tied to it. */
function ContactBox(props: {
  label: string;
  hint?: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  type: 'text' | 'tel';
  autoComplete: string;
  disabled: boolean;
}) {
  const id = useId();
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type}
        autoComplete={props.autoComplete}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-describedby={described || undefined}
        aria-invalid={props.error ? true : undefined}
        disabled={props.disabled}
      />
      {props.hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className={formStyles.error}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * The name and mobile the park keeps to reach the customer (decision 118): asked at their first
 * booking, seen and changed here. An empty mobile takes it off.
 */
export function ContactSection() {
  const contact = useContact();
  const save = useSaveContact();
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<BoxErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const loaded = contact.data;
  useEffect(() => {
    if (!loaded) return;
    setName(loaded.name ?? '');
    setMobile(loaded.mobile ?? '');
  }, [loaded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setNews(null);
    const checked = saveContactSchema.safeParse({ name, mobile });
    if (!checked.success) {
      const fields: Record<string, string> = {};
      for (const issue of checked.error.issues) fields[String(issue.path[0])] ??= issue.message;
      setErrors(boxErrors(fields));
      return;
    }
    setErrors({});
    save.mutate(
      { name, mobile },
      {
        onSuccess: (kept) =>
          setNews(kept.mobile ? 'Saved: your name and mobile.' : 'Saved: your name, no mobile.'),
        onError: (refused) => {
          const fields = refused instanceof ApiRequestError ? refused.fields : undefined;
          if (fields?.name || fields?.mobile) setErrors(boxErrors(fields));
          else setFailure(failureMessage(refused, 'They could not be saved. Please try again.'));
        },
      },
    );
  };

  const waiting = !contact.isSuccess;
  return (
    <AccountSection title="Your name and mobile" anchor="contact">
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <ContactBox
          label="Your name"
          error={errors.name}
          value={name}
          onChange={setName}
          type="text"
          autoComplete="name"
          disabled={waiting}
        />
        <ContactBox
          label="Mobile number"
          hint={mobileHint(loaded)}
          error={errors.mobile}
          value={mobile}
          onChange={setMobile}
          type="tel"
          autoComplete="tel"
          disabled={waiting}
        />
        <FormError
          message={
            failure ?? (contact.isError ? "We can't load your name and mobile right now." : null)
          }
        />
        <FormSuccess message={news} />
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={save.isPending || waiting}>
            Save name and mobile
          </button>
        </div>
      </form>
    </AccountSection>
  );
}

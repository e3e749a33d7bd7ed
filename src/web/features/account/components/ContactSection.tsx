import { type FormEvent, useEffect, useState } from 'react';
import { saveContactSchema } from '../../../../contract/contact';
import { ApiRequestError } from '../../../api/client';
import { ContactFields } from '../../../components/ContactFields';
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
        <ContactFields
          name={{ value: name, onChange: setName, error: errors.name }}
          mobile={{
            value: mobile,
            onChange: setMobile,
            error: errors.mobile,
            ask: loaded?.mobileAsk ?? 'optional',
          }}
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

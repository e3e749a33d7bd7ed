import { type FormEvent, useState } from 'react';
import { useEmailTool } from '../../api/admin';
import { ApiRequestError } from '../../api/client';
import { Field, FormError, formStyles } from '../../components/Field';
import styles from './admin.module.css';

interface ToolProps {
  title: string;
  tool: 'invoice' | 'latest-invoice' | 'confirmation' | 'discount';
  fields: Array<{ name: string; label: string; type?: string; multiline?: boolean }>;
  button: string;
}

/** One tool: its button waits for every input, and says what happened, never silently. */
function Tool({ title, tool, fields, button }: ToolProps) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, ''])),
  );
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useEmailTool(tool);
  const empty = fields.some((field) => (values[field.name] ?? '').trim() === '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setError(null);
    send.mutate(values, {
      onSuccess: (answer) => setResult(answer.result),
      onError: (failure) =>
        setError(failure instanceof ApiRequestError ? failure.message : 'Not sent.'),
    });
  };

  return (
    <section className="card" aria-label={title}>
      <h3>{title}</h3>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {fields.map((field) =>
          field.multiline ? (
            <div key={field.name} className={formStyles.field}>
              <label htmlFor={`${tool}-${field.name}`}>{field.label}</label>
              <textarea
                id={`${tool}-${field.name}`}
                rows={3}
                value={values[field.name]}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            </div>
          ) : (
            <Field
              key={field.name}
              label={field.label}
              type={field.type ?? 'text'}
              value={values[field.name] ?? ''}
              onChange={(value) => setValues({ ...values, [field.name]: value })}
            />
          ),
        )}
        <button type="submit" className="button" disabled={send.isPending || empty}>
          {send.isPending ? 'Sending…' : button}
        </button>
        {result && (
          <p className={styles.result} role="status">
            {result}
          </p>
        )}
        <FormError message={error} />
      </form>
    </section>
  );
}

export function EmailToolsTab() {
  return (
    <>
      <h2>Email tools</h2>
      <div className={styles.tools}>
        <Tool
          title="Send an invoice"
          tool="invoice"
          button="Send invoice"
          fields={[{ name: 'bookingId', label: 'Booking number' }]}
        />
        <Tool
          title="Send the latest invoice"
          tool="latest-invoice"
          button="Send latest invoice"
          fields={[{ name: 'email', label: 'Customer email', type: 'email' }]}
        />
        <Tool
          title="Resend the booking confirmation"
          tool="confirmation"
          button="Resend confirmation"
          fields={[{ name: 'email', label: 'Email address', type: 'email' }]}
        />
        <Tool
          title="Send a discount"
          tool="discount"
          button="Send discount email"
          fields={[
            { name: 'email', label: 'Send to', type: 'email' },
            { name: 'code', label: 'Discount code' },
            { name: 'message', label: 'Message', multiline: true },
          ]}
        />
      </div>
    </>
  );
}

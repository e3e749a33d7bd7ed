import { type FormEvent, useState } from 'react';
import type { EmailToolResponse } from '../../../../contract/admin';
import styles from '../../../components/admin/admin.module.css';
import { Field, FormError, FormSuccess, formStyles } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { type FieldBinding, useForm } from '../../../lib/useForm';
import { type EmailTool, useEmailTool } from '../api/toolsApi';

/** The one answer that means the message went; every other answer says why it did not. */
const SENT: EmailToolResponse['result'] = 'Sent';

interface ToolField {
  name: string;
  label: string;
  type?: string;
  multiline?: boolean;
}

interface ToolProps {
  title: string;
  tool: EmailTool;
  fields: ToolField[];
  button: string;
}

function ToolInput({
  id,
  field,
  binding,
}: {
  id: string;
  field: ToolField;
  binding: FieldBinding;
}) {
  if (!field.multiline) {
    return <Field label={field.label} type={field.type ?? 'text'} {...binding} />;
  }
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{field.label}</label>
      <textarea
        id={id}
        rows={3}
        value={binding.value}
        onChange={(event) => binding.onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * One tool: its button waits for every input, and says what happened, never silently: what was
 * sent as a success, what was not found or refused as an error.
 */
function Tool({ title, tool, fields, button }: ToolProps) {
  const form = useForm<Record<string, string>>(
    Object.fromEntries(fields.map((field) => [field.name, ''])),
  );
  const { values } = form;
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = useEmailTool(tool);
  const empty = fields.some((field) => (values[field.name] ?? '').trim() === '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setError(null);
    send.mutate(values, {
      onSuccess: (answer) =>
        answer.result === SENT ? setResult(answer.result) : setError(answer.result),
      onError: (failure) => setError(failureMessage(failure, 'Not sent.')),
    });
  };

  return (
    <section className="card" aria-label={title}>
      <h3>{title}</h3>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {fields.map((field) => (
          <ToolInput
            key={field.name}
            id={`${tool}-${field.name}`}
            field={field}
            binding={form.field(field.name)}
          />
        ))}
        <button type="submit" className="button" disabled={send.isPending || empty}>
          {send.isPending ? 'Sending…' : button}
        </button>
        <FormSuccess message={result} />
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

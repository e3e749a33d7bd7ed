import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../../api/client';
import { AdminTable } from '../../../components/admin/AdminTable';
import styles from '../../../components/admin/admin.module.css';
import { Field, FormError, formStyles } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { EmptyState, QueryWaiting } from '../../../components/PageState';
import { failureMessage } from '../../../lib/apiErrors';
import { numberOrText } from '../../../lib/numberOrText';
import { type Form, useForm } from '../../../lib/useForm';
import { useAddDiscount, useDiscountActive, useDiscounts } from '../api/discountsApi';

const EMPTY = { name: '', code: '', amount: '', maxUsage: '' };

/** The server's refusal of each field, under that field. */
type FieldErrors = Record<string, string>;

function DiscountFields({ form, refused }: { form: Form<typeof EMPTY>; refused: FieldErrors }) {
  return (
    <>
      <Field label="Name" {...form.field('name')} />
      <FormError message={refused.name ?? null} />
      <Field
        label="Code"
        {...form.field('code')}
        hint="Stored in capitals; customers type it exactly so."
      />
      <FormError message={refused.code ?? null} />
      <Field label="Amount (%)" type="number" min={0} max={100} {...form.field('amount')} />
      <FormError message={refused.percent ?? null} />
      <Field label="Max usage" type="number" min={0} {...form.field('maxUsage')} />
      <FormError message={refused.maxUsage ?? null} />
    </>
  );
}

function AddDiscountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm(EMPTY);
  const [refused, setRefused] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const add = useAddDiscount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefused({});
    setError(null);
    const { name, code, amount, maxUsage } = form.values;
    add.mutate(
      { name, code, percent: numberOrText(amount), maxUsage: numberOrText(maxUsage) },
      {
        onSuccess: () => {
          form.reset();
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.fields) setRefused(failure.fields);
          else setError(failureMessage(failure, 'The discount was not added.'));
        },
      },
    );
  };

  return (
    <Modal open={open} title="Add Discount" onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <DiscountFields form={form} refused={refused} />
        <FormError message={error} />
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={add.isPending}>
            Add Discount
          </button>
          <button type="button" className="button button--quiet" onClick={onClose}>
            Close
          </button>
        </div>
      </form>
    </Modal>
  );
}

function DiscountsTable() {
  const discounts = useDiscounts();
  const setActive = useDiscountActive();
  if (!discounts.isSuccess)
    return (
      <QueryWaiting
        query={discounts}
        loading="Loading the discounts…"
        failed="We can't load the discounts right now."
      />
    );
  if (discounts.data.length === 0)
    return (
      <EmptyState title="No discounts yet">
        Add one to give customers a code they type on the booking page.
      </EmptyState>
    );
  return (
    <AdminTable caption="Discounts" headers={['Name', 'Code', 'Amount', 'Usage', 'Max', 'In use']}>
      {discounts.data.map((discount) => (
        <tr key={discount.id}>
          <td>{discount.name}</td>
          <td>{discount.code}</td>
          <td>{discount.percent}%</td>
          <td>{discount.usage}</td>
          <td>{discount.maxUsage}</td>
          <td>
            <button
              type="button"
              className="button button--quiet"
              disabled={setActive.isPending}
              onClick={() => setActive.mutate({ id: discount.id, active: !discount.active })}
            >
              {discount.active ? `Switch ${discount.code} off` : `Switch ${discount.code} on`}
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function DiscountsTab() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Add
        </button>
      </div>
      <DiscountsTable />
      <AddDiscountDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

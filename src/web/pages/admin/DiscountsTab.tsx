import { type FormEvent, useState } from 'react';
import { useAddDiscount, useDiscountActive, useDiscounts } from '../../api/admin';
import { ApiRequestError } from '../../api/client';
import { Field, FormError, formStyles } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { AdminTable } from './AdminTable';
import styles from './admin.module.css';

type Fields = Record<string, string>;

function AddDiscountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [maxUsage, setMaxUsage] = useState('');
  const [fields, setFields] = useState<Fields>({});
  const [error, setError] = useState<string | null>(null);
  const add = useAddDiscount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFields({});
    setError(null);
    add.mutate(
      {
        name,
        code,
        percent: amount === '' ? Number.NaN : Number(amount),
        maxUsage: maxUsage === '' ? Number.NaN : Number(maxUsage),
      },
      {
        onSuccess: () => {
          setName('');
          setCode('');
          setAmount('');
          setMaxUsage('');
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.fields) setFields(failure.fields);
          else
            setError(
              failure instanceof ApiRequestError ? failure.message : 'The discount was not added.',
            );
        },
      },
    );
  };

  return (
    <Modal open={open} title="Add Discount" onClose={onClose}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <Field label="Name" value={name} onChange={setName} />
        <FormError message={fields.name ?? null} />
        <Field
          label="Code"
          value={code}
          onChange={setCode}
          hint="Stored in capitals; customers type it exactly so."
        />
        <FormError message={fields.code ?? null} />
        <Field
          label="Amount (%)"
          type="number"
          min={0}
          max={100}
          value={amount}
          onChange={setAmount}
        />
        <FormError message={fields.percent ?? null} />
        <Field label="Max usage" type="number" min={0} value={maxUsage} onChange={setMaxUsage} />
        <FormError message={fields.maxUsage ?? null} />
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

export function DiscountsTab() {
  const discounts = useDiscounts();
  const setActive = useDiscountActive();
  const [adding, setAdding] = useState(false);

  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className="button" onClick={() => setAdding(true)}>
          Add
        </button>
      </div>
      {discounts.isPending ? (
        <p>Loading the discounts…</p>
      ) : discounts.isError ? (
        <p>We can't load the discounts right now.</p>
      ) : (
        <AdminTable
          caption="Discounts"
          headers={['Name', 'Code', 'Amount', 'Usage', 'Max', 'In use']}
        >
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
      )}
      <AddDiscountDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

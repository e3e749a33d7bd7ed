import { useState } from 'react';
import type { ParkField } from '../../../../contract/parkFields';
import type { AdminSettings } from '../../../../contract/settings';
import { useParkData } from '../../../api/park';
import { FormError, FormSuccess } from '../../../components/Field';
import { failureMessage } from '../../../lib/apiErrors';
import { useOrderFields } from '../api/fieldsApi';
import { FieldEditor } from './FieldEditor';
import { FieldListItem } from './FieldListItem';
import { gateOf, newFieldDraft } from './fieldDraft';
import styles from './settings.module.css';

/** The park's order with one field moved a place up (−1) or down (+1). */
function movedIds(fields: readonly ParkField[], index: number, step: -1 | 1): number[] {
  const ids = fields.map((field) => field.id);
  const [id] = ids.splice(index, 1);
  if (id !== undefined) ids.splice(index + step, 0, id);
  return ids;
}

/**
 * Settings → Fields (decision 113): the park's fields in order; add one, edit one, move one, or
 * close one to new bookings. Each change is live at once and noted in Activity.
 */
export function SettingsFieldsSection({ settings }: { settings: AdminSettings }) {
  const { park } = useParkData();
  const { fields } = park;
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const order = useOrderFields();
  return (
    <section className={styles.section} aria-labelledby="settings-fields">
      <h2 id="settings-fields">Fields</h2>
      <p className={styles.changed}>
        Each field is booked on its own, with its own lengths, dog bands, prices and hours. With one
        field no field is named anywhere, and the Opening, Booking rules and Prices sections edit
        it; they always edit the first field, which stays first. With two or more, each field's
        photos are chosen under Photos.
      </p>
      <ol className={styles.fieldList}>
        {fields.map((field, index) => (
          <FieldListItem
            key={field.id}
            field={field}
            gate={gateOf(settings.fieldGates, field)}
            index={index}
            count={fields.length}
            editing={editing === field.id}
            moving={order.isPending}
            onEdit={(open) => {
              setAdded(null);
              setEditing(open ? field.id : null);
            }}
            onMove={(step) => order.mutate(movedIds(fields, index, step))}
          />
        ))}
      </ol>
      <FormError
        message={order.isError ? failureMessage(order.error, 'The order was not saved.') : null}
      />
      <FormSuccess message={added} />
      {editing === 'new' ? (
        <FieldEditor
          field={null}
          initial={() => newFieldDraft(fields[0])}
          onSaved={(saved) => {
            setEditing(null);
            setAdded(`${saved.name} is added, last in the list.`);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <div>
          <button
            type="button"
            className="button"
            onClick={() => {
              setAdded(null);
              setEditing('new');
            }}
          >
            Add a field
          </button>
        </div>
      )}
    </section>
  );
}

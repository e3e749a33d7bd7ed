import type { ParkField } from '../../../../contract/parkFields';
import { useParkData } from '../../../api/park';
import { NoticeBanner } from '../../../components/NoticeBanner';
import { PageLoading } from '../../../components/PageState';
import { openFields } from '../../../lib/parkFields';
import { AnyFieldDay } from './AnyFieldDay';
import type { RulesChoice } from './BookingSummary';
import { ChosenField } from './ChosenField';
import { FieldBooking, type FieldStart } from './FieldBooking';
import { FieldCards } from './FieldCards';
import { useChosenStart } from './useChosenStart';
import { useFieldView } from './useFieldView';

/** A park of several fields: the cards, then "any field" or one field's day view (decision 112). */
export function FieldChoice({ rules }: { rules: RulesChoice }) {
  const { park } = useParkData();
  const fields = openFields(park);
  const { view, chosen, pick } = useFieldView(fields);
  // A time chosen from the free times, in the address (decision 121).
  const fromAddress = useChosenStart(view.kind === 'field' ? view.field : null);
  if (fields.length === 0) {
    return <p>No field is taking bookings just now. Please look again soon.</p>;
  }
  if (fromAddress.checking) return <PageLoading />;
  return (
    <>
      {fromAddress.notice && <NoticeBanner type="message">{fromAddress.notice}</NoticeBanner>}
      <FieldView
        view={view}
        chosen={chosen}
        pick={pick}
        fields={fields}
        rules={rules}
        start={fromAddress.start}
      />
    </>
  );
}

function FieldView({
  view,
  chosen,
  pick,
  fields,
  rules,
  start,
}: ReturnType<typeof useFieldView> & {
  fields: ParkField[];
  rules: RulesChoice;
  start: FieldStart | undefined;
}) {
  if (view.kind === 'cards') return <FieldCards fields={fields} chosen={chosen} />;
  if (view.kind === 'any') {
    return (
      <>
        <ChosenField key="any" name="Any field" chosen={chosen} />
        <AnyFieldDay fields={fields} onPick={pick} />
      </>
    );
  }
  return (
    <>
      {/* A view of its own: its heading takes the focus when it comes. */}
      <ChosenField key={view.field.id} name={view.field.name} chosen={chosen} />
      <FieldBooking
        // Another field starts afresh: its lengths, bands and times are its own.
        key={`${view.field.id}/${(view.start ?? start)?.day}/${(view.start ?? start)?.slot}`}
        field={view.field}
        rules={rules}
        start={view.start ?? start}
      />
    </>
  );
}

import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ParkField } from '../../../../contract/parkFields';
import type { FieldStart } from './FieldBooking';

/** What the address says the page shows: the cards, every field's day, or one field's. */
export type FieldView =
  | { kind: 'cards' }
  | { kind: 'any' }
  | { kind: 'field'; field: ParkField; start: FieldStart | undefined };

/** What a move within the page carries: whether the customer chose it, and where to start. */
interface ViewState {
  chose?: boolean;
  start?: FieldStart;
}

export const ANY_FIELD = 'any';

/** The address of a view, for links: '?field=2', '?field=any', '' for the cards. */
export function viewSearch(view: number | typeof ANY_FIELD | null): string {
  return view === null ? '' : `?field=${view}`;
}

function stateOf(state: unknown): ViewState {
  return typeof state === 'object' && state !== null ? (state as ViewState) : {};
}

/** A start the field sells; anything else (a stale history entry) is dropped. */
function startOn(field: ParkField, start: FieldStart | undefined): FieldStart | undefined {
  if (!start || typeof start.day !== 'string' || typeof start.slot !== 'string') return undefined;
  return field.lengths.includes(start.minutes) ? start : undefined;
}

/**
 * The view is in the address (`?field=2`, `?field=any`), so Back returns to the cards and a
 * link can open a field; a field that is not open, or none, shows the cards.
 */
export function useFieldView(fields: readonly ParkField[]) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = params.get('field');
  const state = stateOf(location.state);
  const field = fields.find((candidate) => String(candidate.id) === wanted);
  const view: FieldView =
    wanted === ANY_FIELD
      ? { kind: 'any' }
      : field
        ? { kind: 'field', field, start: startOn(field, state.start) }
        : { kind: 'cards' };
  return {
    view,
    /** The view came from the customer's own choice on the page, not from opening it. */
    chosen: state.chose === true,
    /** A time picked in the "any field" view: that field's view, with the day and time chosen. */
    pick: (picked: ParkField, start: FieldStart) =>
      void navigate(
        { search: viewSearch(picked.id) },
        { state: { chose: true, start } satisfies ViewState },
      ),
  };
}

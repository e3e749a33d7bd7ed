import { type ComponentProps, useState } from 'react';
import type { AccountContact } from '../../contract/contact';
import { contactBoxProblems, contactToAsk, contactToSend } from '../../domain/contact';
import type { ContactFields } from './ContactFields';

const NOTHING_ASKED = { name: false, mobile: false };

/**
 * The name and mobile boxes a booking asks while the account lacks them (decision 118): what is
 * typed, the problems once the customer has pressed on, and what to send.
 */
export function useContactBoxes(kept: AccountContact | undefined) {
  const [typed, setTyped] = useState({ name: '', mobile: '' });
  const [checked, setChecked] = useState(false);
  const ask = kept?.mobileAsk ?? 'optional';
  const asked = kept ? contactToAsk(kept, ask) : NOTHING_ASKED;
  const problems = contactBoxProblems(asked, typed, ask);
  const shown = checked ? problems : {};
  const fields: ComponentProps<typeof ContactFields> = {
    name: asked.name
      ? {
          value: typed.name,
          onChange: (name) => setTyped((was) => ({ ...was, name })),
          error: shown.name,
        }
      : undefined,
    mobile: asked.mobile
      ? {
          value: typed.mobile,
          onChange: (mobile) => setTyped((was) => ({ ...was, mobile })),
          error: shown.mobile,
          ask,
        }
      : undefined,
  };
  return {
    /** Whether any box is asked at all. */
    asking: asked.name || asked.mobile,
    fields,
    /** Shows the problems from now on; true when there are none. */
    check: () => {
      setChecked(true);
      return Object.keys(problems).length === 0;
    },
    toSend: () => (kept ? contactToSend(kept, asked, typed) : undefined),
  };
}

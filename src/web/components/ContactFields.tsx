import type { MobileAsk } from '../../domain/contact';
import { MOBILE_WHY } from '../../domain/contact';
import { Field } from './Field';

/** Why a mobile is asked, beside its box: needed or optional, as the owner set it. */
export function mobileHint(ask: MobileAsk | undefined): string {
  const why = `${MOBILE_WHY}.`;
  return ask === 'required' ? `Needed to book, ${why}` : `Optional, ${why}`;
}

interface Box {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

interface Props {
  /** The name's box, when it is asked. */
  name?: Box | undefined;
  /** The mobile's box, when it is asked, with how the park asks for it. */
  mobile?: (Box & { ask: MobileAsk }) | undefined;
  disabled?: boolean;
}

/**
 * The customer's name and mobile (decision 118), as the account page, the booking sheet and the
 * waiting-list offer ask them: each box with its reason and its error beside it.
 */
export function ContactFields({ name, mobile, disabled = false }: Props) {
  return (
    <>
      {name && (
        <Field
          label="Your name"
          type="text"
          autoComplete="name"
          value={name.value}
          onChange={name.onChange}
          error={name.error}
          disabled={disabled}
        />
      )}
      {mobile && (
        <Field
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          hint={mobileHint(mobile.ask)}
          value={mobile.value}
          onChange={mobile.onChange}
          error={mobile.error}
          disabled={disabled}
        />
      )}
    </>
  );
}

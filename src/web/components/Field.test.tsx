import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckField } from './CheckField';
import { Field } from './Field';

function Email({ error }: { error?: string | null }) {
  const [value, setValue] = useState('');
  return (
    <Field
      label="Email"
      hint="We send the booking to it."
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

describe('a field with an error', () => {
  it('When it has none, then only its hint describes it and it is not marked wrong', () => {
    render(<Email />);
    const box = screen.getByLabelText('Email');
    expect(box).toHaveAccessibleDescription('We send the booking to it.');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('invalid email')).not.toBeInTheDocument();
  });

  it('When it has one, then the error shows right under it, is read first, and marks it wrong', () => {
    render(<Email error="invalid email" />);
    const box = screen.getByLabelText('Email');
    const error = screen.getByText('invalid email');
    expect(box).toHaveAccessibleDescription('invalid email We send the booking to it.');
    expect(box.getAttribute('aria-describedby')?.split(' ')[0]).toBe(error.id);
    expect(box).toBeInvalid();
    expect(box.nextElementSibling).toBe(error);
    // Said by its words and its place, not in a live region of its own: the form focuses it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('When typing into it, then the value still reaches the form', async () => {
    render(<Email error="invalid email" />);
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(screen.getByLabelText('Email')).toHaveValue('a@b.co');
  });

  it('When a tick box has an error, then it describes the box beside its note', () => {
    render(
      <CheckField
        label="I understand"
        note="This can not be undone."
        checked={false}
        error="Tick the box."
        onChange={() => {}}
      />,
    );
    const box = screen.getByLabelText('I understand');
    expect(box).toHaveAccessibleDescription('Tick the box. This can not be undone.');
    expect(box).toBeInvalid();
  });
});

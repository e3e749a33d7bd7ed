import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerLine, customerLabel } from './CustomerLine';

const sam = {
  who: 'sam.regular@example.com',
  customerName: 'Sam Regular',
  customerMobile: '+44 (0)7700 900-123',
};

describe('a customer line', () => {
  it('When the customer has a name and a mobile, then the name comes first, then the address to mail and the number to call', () => {
    const { container } = render(<CustomerLine customer={sam} />);
    expect(container.textContent).toBe('Sam Regular, sam.regular@example.com, +44 (0)7700 900-123');
    expect(screen.getByRole('link', { name: 'sam.regular@example.com' })).toHaveAttribute(
      'href',
      'mailto:sam.regular@example.com',
    );
    expect(screen.getByRole('link', { name: '+44 (0)7700 900-123' })).toHaveAttribute(
      'href',
      'tel:+4407700900123',
    );
  });

  it('When an address is long, then it may wrap only after its @ and its dots', () => {
    const { container } = render(<CustomerLine customer={sam} />);
    const link = screen.getByRole('link', { name: 'sam.regular@example.com' });
    expect(link.querySelectorAll('wbr')).toHaveLength(3);
    expect(link.innerHTML).toBe('sam.<wbr>regular@<wbr>example.<wbr>com');
    expect(container.innerHTML).not.toMatch(/break-all/);
  });

  it('When the account has no name, then the address shows alone, as before names were kept', () => {
    const { container } = render(
      <CustomerLine
        customer={{ who: 'ann@example.com', customerName: null, customerMobile: null }}
      />,
    );
    expect(container.textContent).toBe('ann@example.com');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("When it is the park's own booking, then it says Manual Booking, with no link", () => {
    const { container } = render(
      <CustomerLine
        customer={{ who: 'Manual Booking', customerName: null, customerMobile: null }}
      />,
    );
    expect(container.textContent).toBe('Manual Booking');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('When a button already names the customer, then the line after it gives only the ways to reach them', () => {
    const { container } = render(
      <>
        <button type="button">{customerLabel(sam)}</button>
        <CustomerLine customer={sam} afterLabel />
      </>,
    );
    expect(screen.getByRole('button').textContent).toBe('Sam Regular');
    expect(container.querySelector('span')?.textContent).toBe(
      'sam.regular@example.com, +44 (0)7700 900-123',
    );
  });

  it('When it sits inside a control, then it says the same without links', () => {
    const { container } = render(<CustomerLine customer={sam} links={false} />);
    expect(container.textContent).toBe('Sam Regular, sam.regular@example.com, +44 (0)7700 900-123');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable } from './AdminTable';
import { cardColumns, cardTable } from './cards';

// jsdom lays nothing out, so these check what the phone's cards are made from: the table is
// marked as cards and carries each column's header for the cell in that place to show.

describe('an admin table as cards on a phone', () => {
  it('When it has columns, then each cell has its own column header to show beside its value', () => {
    render(
      <AdminTable caption="Passes sold" headers={['Customer', 'Paid', 'Refunded']}>
        <tr>
          <td>sam@example.com</td>
          <td>£50.00</td>
          <td>£10.00</td>
        </tr>
      </AdminTable>,
    );
    const table = screen.getByRole('table', { name: 'Passes sold' });
    expect(table).toHaveClass(cardTable);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(row).getAllByRole<HTMLTableCellElement>('cell');
    const beside = cells.map((cell) => [
      table.style.getPropertyValue(`--label-${cell.cellIndex + 1}`),
      cell.textContent,
    ]);
    expect(beside).toEqual([
      ['"Customer"', 'sam@example.com'],
      ['"Paid"', '£50.00'],
      ['"Refunded"', '£10.00'],
    ]);
  });

  it('When a header has quotes or a backslash, then its label is still a CSS string of those words', () => {
    expect(cardColumns(['Say "when"', 'a\\b'])).toEqual({
      '--label-1': '"Say \\"when\\""',
      '--label-2': '"a\\\\b"',
    });
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable } from './AdminTable';

describe('an admin table', () => {
  it('When it has rows, then it is a table named by its caption, under its column headers', () => {
    render(
      <AdminTable caption="Closed dates" headers={['Date', 'Reason']}>
        <tr>
          <td>20/06/2025</td>
          <td>Flooded field</td>
        </tr>
      </AdminTable>,
    );
    const table = screen.getByRole('table', { name: 'Closed dates' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Reason']);
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20/06/2025', 'Flooded field']);
  });

  it('When it has no rows, then only its header row shows', () => {
    render(
      <AdminTable caption="Closed dates" headers={['Date', 'Reason']}>
        {[]}
      </AdminTable>,
    );
    const table = screen.getByRole('table', { name: 'Closed dates' });
    expect(within(table).getAllByRole('row')).toHaveLength(1);
  });
});

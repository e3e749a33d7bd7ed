import type { PassTypesOnSale, PassTypesSection } from '../../contract/passes';
import { readSettings, type Sql } from '../db/database';
import { FIRST_FIELD } from '../park/fieldsSql';

interface TypeRow {
  id: number;
  name: string;
  sessions: number;
  minutes: number;
  dogs: string;
  price_pence: number;
  valid_months: number;
  on_sale: boolean;
  field_ids: (number | string)[];
}

const toType = (row: TypeRow): PassTypesSection[number] => ({
  id: row.id,
  name: row.name,
  sessions: row.sessions,
  minutes: row.minutes,
  dogs: row.dogs,
  pricePence: row.price_pence,
  validMonths: row.valid_months,
  onSale: row.on_sale,
  fieldIds: row.field_ids.map(Number),
});

/** The Settings section: every kind of pass, on sale or not, in the order shown. */
export async function readPassTypesSection(sql: Sql): Promise<PassTypesSection> {
  const rows = await sql.query<TypeRow>(
    `select id, name, sessions, minutes, dogs, price_pence, valid_months, on_sale, field_ids
       from pass_types order by position`,
  );
  return rows.map(toType);
}

/** What is on sale, for the booking page (kept in memory with the other settings). */
export function passTypesOnSale(sql: Sql): Promise<PassTypesOnSale> {
  return readSettings(sql, 'pass-types', async (tables) => {
    const [fields] = await tables.query<{ n: number }>('select count(*)::int as n from fields');
    // A park of one field names none, here as everywhere.
    const named = (fields?.n ?? 1) > 1;
    return {
      passTypes: (await readPassTypesSection(tables))
        .filter((type) => type.onSale)
        .map(({ onSale: _, id, fieldIds, ...type }) => ({
          ...type,
          id: id ?? 0,
          ...(named ? { fieldIds } : {}),
        })),
    };
  });
}

/** One kind of pass on sale, to buy: its terms as they stand now. */
export async function passTypeOnSale(
  sql: Sql,
  id: number,
): Promise<PassTypesSection[number] | null> {
  const [row] = await sql.query<TypeRow>(
    `select id, name, sessions, minutes, dogs, price_pence, valid_months, on_sale, field_ids
       from pass_types where id = $1 and on_sale`,
    [id],
  );
  return row ? toType(row) : null;
}

/**
 * Saves the section whole: kinds left out are taken off (passes sold keep their own terms),
 * kinds with an id are updated, the rest added, in the order given.
 */
export async function writePassTypesSection(sql: Sql, types: PassTypesSection): Promise<void> {
  const kept = types.flatMap((type) => (type.id === null ? [] : [type.id]));
  await sql.query('delete from pass_types where not (id = any($1::bigint[]))', [kept]);
  for (const [index, type] of types.entries()) {
    const values = [
      index + 1,
      type.name.trim(),
      type.sessions,
      type.minutes,
      type.dogs,
      type.pricePence,
      type.validMonths,
      type.onSale,
      type.fieldIds ?? null,
    ];
    if (type.id === null) {
      await sql.query(
        // Naming no field, a new kind is for the first: a park of one field never names one.
        `insert into pass_types (position, name, sessions, minutes, dogs, price_pence,
                                 valid_months, on_sale, created_at, field_ids)
         values ($1, $2, $3, $4, $5, $6, $7, $8, now(),
                 coalesce($9::bigint[], array[${FIRST_FIELD}]))`,
        values,
      );
    } else {
      await sql.query(
        `update pass_types set position = $1, name = $2, sessions = $3, minutes = $4, dogs = $5,
                price_pence = $6, valid_months = $7, on_sale = $8,
                field_ids = coalesce($9::bigint[], field_ids)
          where id = $10`,
        [...values, type.id],
      );
    }
  }
}

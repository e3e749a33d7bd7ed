// Who a booking is for, as staff see it (decision 125): an account's name, address and mobile
// are read from the account (decision 118); a manual booking for someone without an account
// carries what staff typed. Each fragment reads `bookings b left join users u on u.id = b.user_id`.

/** The customer's name, or null when nobody gave one. */
export const CUSTOMER_NAME = 'coalesce(u.contact_name, b.customer_name)';

/** The customer's mobile, or null when there is none. */
export const CUSTOMER_MOBILE = 'coalesce(u.mobile, b.customer_mobile)';

/** The customer's address, else 'Manual Booking' for the park's own booking (the seed's words). */
export const CUSTOMER_WHO = "coalesce(u.email, b.customer_email, 'Manual Booking')";

/** The three, named as the admin answers name them. */
export const CUSTOMER_COLUMNS = `${CUSTOMER_WHO} as who, ${CUSTOMER_NAME} as customer_name,
  ${CUSTOMER_MOBILE} as customer_mobile`;

export interface CustomerColumns {
  who: string;
  customer_name: string | null;
  customer_mobile: string | null;
}

/** The customer's name and mobile as the contract names them. */
export function customerOf(row: Pick<CustomerColumns, 'customer_name' | 'customer_mobile'>): {
  customerName: string | null;
  customerMobile: string | null;
} {
  return { customerName: row.customer_name, customerMobile: row.customer_mobile };
}

/**
 * 'Ann Smith (ann@example.com, 07700 900123)': a customer on one line of an owner's e-mail or
 * calendar, the name first; the address alone when there is no name; null when nothing is known.
 */
export function customerLine(contact: {
  name: string | null;
  email: string | null;
  mobile: string | null;
}): string | null {
  const reach = [contact.email, contact.mobile].filter(Boolean).join(', ');
  if (!contact.name) return reach || null;
  return reach ? `${contact.name} (${reach})` : contact.name;
}

/**
 * The customer of each booking as `customerLine` puts it, for SQL reading
 * `bookings b left join users u` where the join keeps only accounts not deleted.
 */
export const CONTACT_PARTS = `coalesce(u.email, b.customer_email) as contact_email,
  ${CUSTOMER_NAME} as customer_name, ${CUSTOMER_MOBILE} as customer_mobile`;

export interface ContactParts {
  contact_email: string | null;
  customer_name: string | null;
  customer_mobile: string | null;
}

export function lineOfParts(row: ContactParts): string | null {
  return customerLine({
    name: row.customer_name,
    email: row.contact_email,
    mobile: row.customer_mobile,
  });
}

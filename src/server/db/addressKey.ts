/** An address column in the form every address is matched by (emailKey in domain/accounts). */
export const addressKey = (column: string) => `lower(normalize(btrim(${column}), NFC))`;

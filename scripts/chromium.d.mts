export function chromiumPath(): string | null;
export const chromiumArgs: string[];
export const chromiumMissing: string;

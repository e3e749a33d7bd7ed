export const serverTests: string[];
export const pgliteAlso: string[];
export function serverSuiteMode(env?: Record<string, string | undefined>): string;
export function skippedFaultsLine(env?: Record<string, string | undefined>): string | null;

import type { Plugin } from 'vite';

export const ICONS: { fileName: string; size: number; fullBleed: boolean }[];
export function customerFiles(bundle: Record<string, unknown>): string[];
export function serviceWorker(): Plugin;

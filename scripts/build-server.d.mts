import type { BuildOptions } from 'esbuild';

/** The server bundle's esbuild options: its entry points by name, and the folder it writes. */
export const serverBuildOptions: BuildOptions & {
  entryPoints: Record<string, string>;
  outdir: string;
};

import type { BuildOptions } from 'esbuild';

export const serverBundleOptions: BuildOptions;
/** Bundles every worker file of src/ into `<outdir>/<name>.js` (inside the repository). */
export function bundleWorkers(outdir: string): Promise<void>;

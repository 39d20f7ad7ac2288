export const BUILD_OUTPUTS: string[];
export const BUILD_STAMP: string;
export function listBuildInputs(root: string): Promise<string[]>;
export function hashBuildInputs(root: string): Promise<string>;
export function isBuildCurrent(root: string, hash: string): Promise<boolean>;
export function writeBuildStamp(root: string, hash: string): Promise<void>;

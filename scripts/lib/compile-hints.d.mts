export const COMPILE_HINT: string;
export function startupChunks(distDir: string): string[];
export function addCompileHints(distDir: string): string[];

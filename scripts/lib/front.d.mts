import type { ChildProcess } from "node:child_process";

export const NGINX: string;
export function siteConfig(site: string, options: { port: number; replicaPorts: number[]; cacheDir: string }): string;
export function nginxConfig(options: { dir: string; asRoot: boolean; accessLog?: string }): string;
export interface Front {
  port: number;
  child: ChildProcess;
  served: (replicaPort: number) => number;
  stop: () => Promise<void>;
}
export function startFront(port: number, replicaPorts: number[], options?: { dir?: string; countUpstreams?: boolean }): Promise<Front>;

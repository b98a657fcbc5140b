/** A throwaway PostgreSQL 15 cluster (see pg-test-cluster.mjs); with `keepDir`, a kept one. */
export function startCluster(options?: { binDir?: string; keepDir?: string }): Promise<{
  url: string;
  port: number;
  dataDir: string;
  /** True when `keepDir` already held a cluster (started as it was left). */
  reused: boolean;
  stop: () => Promise<void>;
}>;

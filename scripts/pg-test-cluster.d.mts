/** A throwaway PostgreSQL 15 cluster (see pg-test-cluster.mjs). */
export function startCluster(options?: {
  binDir?: string;
}): Promise<{ url: string; port: number; dataDir: string; stop: () => Promise<void> }>;

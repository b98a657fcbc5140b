import { checkLedger } from '../modules/stock/stock-ledger-check.js';
import { loadConfig } from '../platform/config/config.js';
import { openDatabase } from '../platform/db/database.js';

/**
 * `npm run stock:check`: compares every stock balance with the sum of its moves (and reservations
 * and their uncovered marks, each serial's location with its last move, each reversal with its
 * original's moves) in the configured database. Prints each difference; exits 1 when there is
 * any, 2 when the check could not run.
 */
async function main(): Promise<number> {
  const database = await openDatabase(loadConfig().database);
  try {
    const started = Date.now();
    const differences = await checkLedger(database.db);
    for (const found of differences) {
      const where = [
        found.subject,
        found.serialNo ? `serial ${found.serialNo}` : null,
        found.locationId === null ? null : `location ${found.locationId}`,
      ].filter((part) => part !== null);
      // A hold's shipped or returned quantity has a bound (what it reserved, shipped), not a sum of moves.
      const said = found.what === 'shipped' ? 'at most' : 'moves say';
      console.log(
        `${found.what}: org ${found.orgId} ${found.itemKind} #${found.itemId} ${where.join(' ')}: ${said} ${found.expected}, kept ${found.actual}`,
      );
    }
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (differences.length > 0) {
      console.log(`stock:check found ${differences.length} difference(s) (${took}).`);
      return 1;
    }
    console.log(
      `stock:check: every balance equals its moves, every hold, its shipped and returned quantities and every reversal agree (${took}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`stock:check failed: ${(error as Error).message}`);
    process.exit(2);
  },
);

import { parseArgs } from 'node:util';
import { authApi } from '@atrium/contract';
import { z } from 'zod';
import { createAdministrator } from '../modules/admin/administrator.service.js';
import { seedDatabase } from '../modules/seed.js';
import { loadConfig } from '../platform/config/config.js';
import { openDatabase } from '../platform/db/database.js';
import { AppError } from '../platform/http/app-error.js';
import { translate } from '../platform/http/messages.js';

const USAGE =
  'Usage: npm run admin:create -- --username <name> --password <password> [--name <display name>] [--org-name <organization>]';

const argsSchema = z.object({
  username: z.string().regex(authApi.USERNAME_PATTERN, 'must be 3-32 letters, digits, _ . or -'),
  password: z.string().min(authApi.PASSWORD_MIN, `must be at least ${authApi.PASSWORD_MIN} characters`),
  name: z.string().min(1).optional(),
  'org-name': z.string().min(1).optional(),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      'org-name': { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`${problems.join('\n')}\n${USAGE}`);
  }
  const args = parsed.data;
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    // Menus must exist before the administrator role can be granted them; never demo data here.
    await seedDatabase(database, { demo: false });
    const { organization } = await createAdministrator(database.db, {
      username: args.username,
      password: args.password,
      name: args.name,
      organizationName: args['org-name'],
    });
    console.log(
      `Administrator "${args.username}" created in organization "${organization.name}" (code ${organization.code}, invitation code ${organization.inviteCode}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof AppError ? translate('en', error.messageKey, error.params) : (error as Error).message;
  console.error(`admin:create failed: ${message}`);
  process.exit(1);
});

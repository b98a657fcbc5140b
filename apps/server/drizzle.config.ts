import { defineConfig } from 'drizzle-kit';

// Generates the one migration set applied unchanged to PGlite and PostgreSQL 15.
export default defineConfig({
  dialect: 'postgresql',
  // Every table file under a module, at any depth: tables sit beside the services that use them.
  schema: ['./src/modules/**/*.tables.ts', './src/platform/**/*.tables.ts'],
  out: './drizzle',
});

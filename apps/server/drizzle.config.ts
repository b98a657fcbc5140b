import { defineConfig } from 'drizzle-kit';

// Generates the one migration set applied unchanged to PGlite and PostgreSQL 15.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/*.tables.ts', './src/platform/*/*.tables.ts'],
  out: './drizzle',
});

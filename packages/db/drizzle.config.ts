import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/schema, committed, and never edited after they land.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
});

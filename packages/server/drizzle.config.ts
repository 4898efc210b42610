import { defineConfig } from 'drizzle-kit';

// New migrations are generated from the Drizzle schema (`npm run db:generate -- --name what_changed`).
// The hand-written 0001–00NN files stay as they were for databases already migrated; generated files
// get a timestamp prefix so they always sort (and run) after them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  migrations: { prefix: 'timestamp' },
});

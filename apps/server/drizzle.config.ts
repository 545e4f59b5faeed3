// drizzle-kit reads this through the root script `npm run db:generate`; paths resolve against this
// file's folder (apps/server) whatever the working directory is.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  dialect: 'postgresql',
  schema: path.relative(process.cwd(), path.join(here, 'src/db/schema/index.ts')),
  out: path.relative(process.cwd(), path.join(here, 'src/db/migrations')),
});

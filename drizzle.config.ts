/** drizzle-kit's configuration: `npm run db:generate` writes SQL migrations from the schema. */
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: ["./server/db/schema.ts", "./server/db/schema-limits.ts"],
  out: "./server/db/migrations",
});

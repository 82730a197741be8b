// `npm run db:seed`: ensures the owner from OWNER_* and adds demo content to empty tables.
try {
  process.loadEnvFile(".env");
} catch {
  // no .env: defaults apply
}

// Imported after .env is loaded: the database client reads DATABASE_URL when it is created.
const { applyPragmas, prisma } = await import("../app/server/db.server");
const { ensureOwner } = await import("../app/models/owner.server");
const { seedDemoContent } = await import("./demo-content");

await applyPragmas();
await ensureOwner();
await seedDemoContent(prisma);
await prisma.$disconnect();
console.log("Seeded: owner ensured, demo content added where tables were empty.");

export {};

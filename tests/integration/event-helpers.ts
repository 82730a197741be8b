import { weeklyLocal } from "../fixtures/weekly-local";
import { clientsPerRole, startTestServer, uniqueTag } from "./harness";

export { weeklyLocal };

/** A server for the event tests: a client per role, and an organiser (who submits the locals). */
export async function eventTestServer() {
  const server = await startTestServer({ relaxRateLimits: true });
  const { as } = await clientsPerRole(server);
  const organiser = server.client();
  const organiserId = (await organiser.register(uniqueTag("to"))).id;
  return { server, as, organiser, organiserId };
}

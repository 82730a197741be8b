import { expect, type APIRequestContext } from "@playwright/test";
import { createUserViaApi, uniqueTag } from "./helpers";

/** Score-tracker sets made through the API, for the browser tests of what players do with them. */

export type Player = { tag: string; api: APIRequestContext };

/** A player registered (and signed in) in an API context of their own. */
export async function player(
  playwright: { request: { newContext(options: object): Promise<APIRequestContext> } },
  baseURL: string,
  prefix: string,
): Promise<Player> {
  const api = await playwright.request.newContext({ baseURL });
  const tag = uniqueTag(prefix);
  await createUserViaApi(api, tag);
  return { tag, api };
}

/** A best of 3 the creator records, linked to both accounts, won 2-0 by player 2 when `finished`. */
export async function linkedSet(creator: Player, opponent: Player, finished = true) {
  const res = await creator.api.post("/api/score-tracker/start", {
    data: { player1Tag: creator.tag, player2Tag: opponent.tag, targetScore: 2 },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  for (let i = 0; finished && i < 2; i++) {
    const point = await creator.api.post("/api/score-tracker/award-point", {
      data: { matchId: id, playerId: 2 },
    });
    expect(point.status()).toBe(200);
  }
  return id;
}

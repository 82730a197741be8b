import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ssbmRank2024 } from "~/data/ssbmrank-2024";
import { startTestServer, type TestClient } from "./harness";

let server: Awaited<ReturnType<typeof startTestServer>>;
let guest: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  guest = server.client();
});
afterAll(() => server.close());

const EMPTY = "No players found matching your search criteria.";

async function page(url: string) {
  const res = await guest.get(url);
  expect(res.status).toBe(200);
  return { res, html: await res.text() };
}

/** The tags of the rows the server rendered, in order. */
function rowTags(html: string) {
  const rows = html.split('data-testid="ranking-row"').slice(1);
  return rows.map((row) => /<span class="block font-semibold">([^<]*)<\/span>/.exec(row)![1]);
}

const tagsWhere = (keep: (p: (typeof ssbmRank2024)[number]) => boolean) =>
  ssbmRank2024.filter(keep).map((p) => p.tag.replace(/'/g, "&#x27;"));

describe("/rankings", () => {
  it("renders SSBMRank 2024 with one row per player, in rank order", async () => {
    const { html } = await page("/rankings");
    expect(html).toContain(">SSBMRank 2024</h1>");
    expect(rowTags(html)).toEqual(tagsWhere(() => true));
    expect(rowTags(html)).toHaveLength(48);
    expect(html).toContain('placeholder="Search players..."');
    expect(html).toContain('<option value="" selected="">All Regions</option>');
    expect(html).toContain('<option value="" selected="">All Characters</option>');
    for (const region of ["Asia", "Europe", "North America"]) {
      expect(html).toContain(`<option value="${region}">${region}</option>`);
    }
    expect(html).toContain('<option value="Fox">Fox</option>');
    expect(html).not.toContain(EMPTY);
    // A plain GET form with a submit button: filtering works without JavaScript.
    expect(html).toMatch(/<form method="get" action="\/rankings"[^>]*role="search"/);
    expect(html).toMatch(/<button type="submit" class="btn-primary">Filter<\/button>/);
  });

  it("colours rank badges gold for 1-3, dark for 4-10, lighter below", async () => {
    const { html } = await page("/rankings");
    const count = (tone: string) => html.split(`data-tone="${tone}"`).length - 1;
    expect([count("gold"), count("dark"), count("light")]).toEqual([3, 7, 38]);
  });

  it("marks rank changes with words as well as colour", async () => {
    const { html } = await page("/rankings");
    const changes = ssbmRank2024.map((p) =>
      p.previousRank == null
        ? "No previous rank"
        : p.rank < p.previousRank
          ? `Up ${p.previousRank - p.rank}`
          : p.rank > p.previousRank
            ? `Down ${p.rank - p.previousRank}`
            : "No change",
    );
    const spoken = [...html.matchAll(/<span class="sr-only">((?:Up|Down|No)[^<]*)<\/span>/g)].map(
      (m) => m[1],
    );
    expect(spoken).toEqual(changes);
    expect(html).toContain('data-change="up"');
    expect(html).toContain('data-change="down"');
    expect(html).toContain('data-change="new"');
  });

  it("searches by tag on the server, ignoring case", async () => {
    const { html } = await page("/rankings?q=zain");
    expect(rowTags(html)).toEqual(["Zain"]);
    expect(html).toContain('value="zain"');
  });

  it("filters by region and by character on the server, and combines them", async () => {
    const europe = await page("/rankings?region=Europe");
    expect(rowTags(europe.html)).toEqual(tagsWhere((p) => p.region === "Europe"));
    expect(europe.html).toContain('<option value="Europe" selected="">Europe</option>');

    const fox = await page("/rankings?character=Fox");
    expect(rowTags(fox.html)).toEqual(tagsWhere((p) => p.character === "Fox"));
    expect(fox.html).toContain('<option value="Fox" selected="">Fox</option>');

    const both = await page("/rankings?q=&region=North%20America&character=Fox");
    expect(rowTags(both.html)).toEqual(
      tagsWhere((p) => p.region === "North America" && p.character === "Fox"),
    );
    expect(rowTags(both.html).length).toBeGreaterThan(0);
  });

  it("shows the empty message when nobody matches", async () => {
    for (const url of ["/rankings?q=nobody-at-all", "/rankings?region=Asia&character=Fox"]) {
      const { html } = await page(url);
      expect(rowTags(html)).toEqual([]);
      expect(html).toContain(EMPTY);
    }
  });

  it("has a title, a description, a canonical URL and OpenGraph tags", async () => {
    const { html } = await page("/rankings?q=zain");
    expect(html).toContain("<title>SSBMRank 2024 | Melee Hub</title>");
    expect(html).toMatch(/<meta name="description" content="SSBMRank 2024: the top 48 [^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${server.baseUrl}/rankings"/>`);
    expect(html).toContain('<meta property="og:title" content="SSBMRank 2024 | Melee Hub"/>');
    expect(html).toContain(`<meta property="og:url" content="${server.baseUrl}/rankings"/>`);
    expect(html).toContain('<meta property="og:type" content="website"/>');
  });

  it("carries an ItemList of the 48 players as JSON-LD, with the CSP nonce", async () => {
    const { res, html } = await page("/rankings?character=Fox");
    const match = /<script type="application\/ld\+json" nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(
      html,
    );
    expect(match).not.toBeNull();
    const [, nonce, json] = match!;
    expect(res.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    const list = JSON.parse(json);
    expect(list).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ItemList",
      url: `${server.baseUrl}/rankings`,
    });
    expect(list.itemListElement).toHaveLength(48);
    expect(list.itemListElement.map((i: { position: number }) => i.position)).toEqual(
      ssbmRank2024.map((p) => p.rank),
    );
    expect(list.itemListElement[1]).toMatchObject({
      "@type": "ListItem",
      position: 2,
      item: { "@type": "Person", name: "Cody Schwab", alternateName: "Cody Schwab" },
    });
  });
});

describe("/api/rankings", () => {
  it("answers the filtered list as JSON", async () => {
    const all = await guest.get("/api/rankings");
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toContain("application/json");
    expect(await all.json()).toHaveLength(48);

    const fox = await guest.get("/api/rankings?region=north%20america&character=Fox&q=cody");
    expect(await fox.json()).toEqual(ssbmRank2024.filter((p) => p.tag === "Cody Schwab"));

    const none = await guest.get("/api/rankings?q=nobody-at-all");
    expect(await none.json()).toEqual([]);
  });

  it("is read-only", async () => {
    const res = await guest.post("/api/rankings", {});
    expect(res.status).toBe(405);
  });
});

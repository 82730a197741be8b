import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ssbmRank2024, ssbmRank2024Source } from "~/data/ssbmrank-2024";
import {
  distinctValues,
  filterRankedPlayers,
  rankBadgeTone,
  rankChange,
  type RankedPlayer,
} from "~/models/ranking";
import {
  listRankedPlayers,
  rankingCharacters,
  rankingFiltersFromSearchParams,
  rankingItemListJsonLd,
  rankingRegions,
} from "~/models/ranking.server";
import {
  COLUMNS,
  importRankings,
  parseCsv,
  parseRankingsCsv,
  RankingImportError,
  renderRankingsModule,
} from "../../scripts/import-rankings";

const run = promisify(execFile);

/** A CSV cell, quoted when it needs to be (RFC 4180). */
const cell = (value: unknown) => {
  const text = value == null ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The shipped players as a CSV, with per-rank changes applied first. */
function csvOf(
  players: readonly RankedPlayer[] = ssbmRank2024,
  edit: (row: Record<string, unknown>) => Record<string, unknown> = (row) => row,
) {
  const lines = [COLUMNS.join(",")];
  for (const player of players) {
    const row = edit({ ...player } as Record<string, unknown>);
    lines.push(COLUMNS.map((column) => cell(row[column])).join(","));
  }
  return lines.join("\r\n") + "\r\n";
}

/** The problems a CSV is refused with. */
function problemsOf(csv: string) {
  try {
    parseRankingsCsv(csv);
  } catch (error) {
    if (error instanceof RankingImportError) return error.problems;
    throw error;
  }
  throw new Error("expected the CSV to be refused");
}

describe("the shipped data file", () => {
  it("holds 48 players with the unique ranks 1..48, in order", () => {
    expect(ssbmRank2024).toHaveLength(48);
    expect(ssbmRank2024.map((p) => p.rank)).toEqual(Array.from({ length: 48 }, (_, i) => i + 1));
    expect(new Set(ssbmRank2024.map((p) => p.id)).size).toBe(48);
  });

  it("fills every field, with numbers in range and pictures only for the top 10", () => {
    for (const p of ssbmRank2024) {
      for (const field of ["id", "name", "tag", "character", "region", "country"] as const) {
        expect(p[field].trim(), `${p.tag} ${field}`).not.toBe("");
      }
      expect(p.points).toBeGreaterThanOrEqual(0);
      expect(p.winRate).toBeGreaterThanOrEqual(0);
      expect(p.winRate).toBeLessThanOrEqual(100);
      expect(Number.isInteger(p.wins) && Number.isInteger(p.losses)).toBe(true);
      if (p.imageUrl) expect(p.rank).toBeLessThanOrEqual(10);
    }
  });

  it("says it is sample data, names its source and how to replace it", async () => {
    expect(ssbmRank2024Source).toEqual({ sample: true });
    const text = await readFile(path.resolve("app/data/ssbmrank-2024.ts"), "utf8");
    expect(text).toContain("SAMPLE DATA");
    expect(text).toContain("Source:");
    expect(text).toContain("npm run rankings:import -- path/to/file.csv");
  });

  it("passes its own importer unchanged", () => {
    expect(parseRankingsCsv(csvOf())).toEqual(ssbmRank2024);
  });
});

describe("filtering", () => {
  it("lists everyone in rank order without filters", () => {
    expect(listRankedPlayers()).toHaveLength(48);
    expect(listRankedPlayers({ q: "", region: "", character: "" })[0].rank).toBe(1);
  });

  it("searches tag and name, ignoring case, accents and surrounding spaces", () => {
    expect(listRankedPlayers({ q: "ZAIN" }).map((p) => p.tag)).toEqual(["Zain"]);
    expect(listRankedPlayers({ q: "  mang " }).map((p) => p.tag)).toEqual(["Mang0"]);
    const players: RankedPlayer[] = [
      { ...ssbmRank2024[0], id: "a", rank: 2, tag: "Zéro", name: "José Pérez" },
      { ...ssbmRank2024[1], id: "b", rank: 1, tag: "Other", name: "Someone" },
    ];
    expect(filterRankedPlayers(players, { q: "zero" }).map((p) => p.id)).toEqual(["a"]);
    expect(filterRankedPlayers(players, { q: "perez" }).map((p) => p.id)).toEqual(["a"]);
    expect(filterRankedPlayers(players, {}).map((p) => p.id)).toEqual(["b", "a"]);
  });

  it("filters by region and character exactly, and combines filters", () => {
    const europe = listRankedPlayers({ region: "Europe" });
    expect(europe.length).toBeGreaterThan(0);
    expect(europe.every((p) => p.region === "Europe")).toBe(true);
    const foxes = listRankedPlayers({ character: "fox" });
    expect(foxes.length).toBeGreaterThan(0);
    expect(foxes.every((p) => p.character === "Fox")).toBe(true);
    const both = listRankedPlayers({ region: "North America", character: "Fox", q: "cody" });
    expect(both.map((p) => p.tag)).toEqual(["Cody Schwab"]);
    // "Fox" is not "Falco": the character must match as a whole.
    expect(listRankedPlayers({ character: "Fa" })).toEqual([]);
  });

  it("finds nobody for an unknown value", () => {
    expect(listRankedPlayers({ q: "no such player" })).toEqual([]);
    expect(listRankedPlayers({ region: "Mars" })).toEqual([]);
    expect(listRankedPlayers({ region: "Asia", character: "Fox" })).toEqual([]);
  });

  it("offers every region and character present in the data, once, alphabetically", () => {
    expect(rankingRegions()).toEqual(["Asia", "Europe", "North America"]);
    const characters = rankingCharacters();
    expect(characters).toEqual([...new Set(ssbmRank2024.map((p) => p.character))].sort());
    expect(characters).toContain("Fox");
    expect(distinctValues(ssbmRank2024, "country")).toContain("Japan");
  });

  it("reads filters from the URL: trimmed, cut to 100 characters, in the data's spelling", () => {
    const params = new URLSearchParams({
      q: `  ${"x".repeat(150)} `,
      region: "north america",
      character: "FOX",
    });
    expect(rankingFiltersFromSearchParams(params)).toEqual({
      q: "x".repeat(100),
      region: "North America",
      character: "Fox",
    });
    expect(rankingFiltersFromSearchParams(new URLSearchParams())).toEqual({
      q: "",
      region: "",
      character: "",
    });
    expect(rankingFiltersFromSearchParams(new URLSearchParams("region=Mars")).region).toBe("Mars");
  });
});

describe("rank badge and rank change", () => {
  it("is gold for 1-3, dark for 4-10, lighter below", () => {
    expect([1, 2, 3].map(rankBadgeTone)).toEqual(["gold", "gold", "gold"]);
    expect([4, 7, 10].map(rankBadgeTone)).toEqual(["dark", "dark", "dark"]);
    expect([11, 30, 48].map(rankBadgeTone)).toEqual(["light", "light", "light"]);
  });

  it("rises for a lower rank number, falls for a higher one, is neutral otherwise", () => {
    expect(rankChange(3, 5)).toEqual({ direction: "up", places: 2, label: "Up 2" });
    expect(rankChange(5, 4)).toEqual({ direction: "down", places: 1, label: "Down 1" });
    expect(rankChange(4, 4)).toEqual({ direction: "same", places: 0, label: "No change" });
    expect(rankChange(4, null)).toEqual({ direction: "new", places: 0, label: "No previous rank" });
    expect(rankChange(4, undefined).direction).toBe("new");
  });
});

describe("JSON-LD", () => {
  it("is an ItemList of 48 people, position = rank, alternateName = tag", () => {
    const list = rankingItemListJsonLd("https://example.com/rankings");
    expect(list).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ItemList",
      url: "https://example.com/rankings",
      numberOfItems: 48,
    });
    expect(list.itemListElement).toHaveLength(48);
    expect(list.itemListElement[0]).toMatchObject({
      "@type": "ListItem",
      position: 1,
      item: { "@type": "Person", name: "Zain", alternateName: "Zain" },
    });
  });
});

describe("parseCsv (RFC 4180)", () => {
  it("splits fields and records, with quoted commas, quotes and line breaks", () => {
    const text = '\uFEFFa,b,c\r\n1,"two, too","say ""hi"""\n"multi\nline",,last\n\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "two, too", 'say "hi"'] },
      { line: 3, fields: ["multi\nline", "", "last"] },
    ]);
  });

  it("keeps a last record without a line end and an empty quoted field", () => {
    expect(parseCsv('x,""')).toEqual([{ line: 1, fields: ["x", ""] }]);
  });

  it("refuses an unclosed quote and stray quotes, naming the line", () => {
    expect(() => parseCsv('a\n"open,b\n')).toThrow(/Line 2: a quoted field is never closed/);
    expect(() => parseCsv('a\nab"c\n')).toThrow(/Line 2: a quote inside an unquoted field/);
    expect(() => parseCsv('a\n"ab"c\n')).toThrow(/Line 2: unexpected text after a closing quote/);
  });
});

describe("parseRankingsCsv validation", () => {
  it("accepts columns in any order and in any case, and an absent imageUrl column", () => {
    const columns = [...COLUMNS].filter((c) => c !== "imageUrl").reverse();
    const lines = [columns.map((c) => c.toUpperCase()).join(",")];
    for (const p of ssbmRank2024) {
      lines.push(columns.map((c) => cell((p as Record<string, unknown>)[c])).join(","));
    }
    const players = parseRankingsCsv(lines.join("\n"));
    expect(players).toHaveLength(48);
    expect(players[0]).toMatchObject({ rank: 1, tag: "Zain", previousRank: 2 });
  });

  it("reads an empty previousRank as null, a percent sign on winRate, and a top-10 picture", () => {
    const players = parseRankingsCsv(
      csvOf(ssbmRank2024, (row) =>
        row.rank === 1
          ? { ...row, previousRank: "", winRate: "84.2 %", imageUrl: "/images/zain.webp" }
          : row,
      ),
    );
    expect(players[0]).toMatchObject({
      previousRank: null,
      winRate: 84.2,
      imageUrl: "/images/zain.webp",
    });
    expect(players[1]).not.toHaveProperty("imageUrl");
  });

  it("names the line and column of a number that is not a number", () => {
    const problems = problemsOf(
      csvOf(ssbmRank2024, (row) => (row.rank === 5 ? { ...row, points: "12k" } : row)),
    );
    expect(problems).toEqual(['Line 6, column "points": "12k" is not a number']);
  });

  it("reports every missing field and bad value, not just the first", () => {
    const problems = problemsOf(
      csvOf(ssbmRank2024, (row) => {
        if (row.rank === 1) return { ...row, tag: " " };
        if (row.rank === 2) return { ...row, wins: "1.5", losses: "-1" };
        if (row.rank === 3) return { ...row, winRate: "120" };
        return row;
      }),
    );
    expect(problems).toEqual([
      'Line 2, column "tag": is empty (required)',
      'Line 3, column "wins": "1.5" is not a whole number',
      'Line 3, column "losses": "-1" must be at least 0',
      'Line 4, column "winRate": "120" must be between 0 and 100',
    ]);
  });

  it("requires exactly 48 players with unique ranks 1..48 and unique ids", () => {
    expect(problemsOf(csvOf(ssbmRank2024.slice(0, 47)))).toEqual([
      "Expected 48 players, found 47 rows after the header",
    ]);
    const duplicate = problemsOf(
      csvOf(ssbmRank2024, (row) => (row.rank === 48 ? { ...row, rank: 47, id: "zain" } : row)),
    );
    expect(duplicate).toEqual([
      'Line 49, column "rank": rank 47 is already used on line 48',
      'Line 49, column "id": "zain" is already used on line 2',
      "Ranks must be 1..48; missing: 48",
    ]);
    expect(
      problemsOf(csvOf(ssbmRank2024, (row) => (row.rank === 9 ? { ...row, rank: 49 } : row))),
    ).toContain('Line 10, column "rank": "49" must be between 1 and 48');
  });

  it("refuses pictures below rank 10 and pictures from other sites", () => {
    const problems = problemsOf(
      csvOf(ssbmRank2024, (row) => {
        if (row.rank === 2) return { ...row, imageUrl: "https://example.com/a.png" };
        if (row.rank === 11) return { ...row, imageUrl: "/images/b.png" };
        return row;
      }),
    );
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^Line 3, column "imageUrl": "https:\/\/example.com\/a.png" must/);
    expect(problems[1]).toMatch(
      /^Line 12, column "imageUrl": only the top 10 players have a picture/,
    );
  });

  it("refuses a header with unknown, repeated or missing columns", () => {
    const header =
      "id,rank,name,tag,character,region,country,points,wins,wins,losses,winRate,extra";
    expect(problemsOf(`${header}\n`)).toEqual([
      'Line 1: column "wins" appears twice',
      `Line 1: unknown column "extra" (expected: ${COLUMNS.join(", ")})`,
      'Line 1: missing column "previousRank"',
      'Line 1: missing column "tournaments"',
    ]);
    expect(problemsOf("")).toEqual(["The file is empty"]);
  });

  it("refuses a row with the wrong number of fields", () => {
    const csv = csvOf().replace(/\r\nzain,[^\r]*/, "\r\nzain,1,Zain");
    expect(problemsOf(csv)).toEqual(
      expect.arrayContaining(["Line 2: expected 14 fields, found 3"]),
    );
  });
});

describe("writing the data module", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "rankings-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("keeps the header and states the imported file's name", async () => {
    const csvPath = path.join(dir, "official-2024.csv");
    const outPath = path.join(dir, "out.ts");
    await writeFile(csvPath, csvOf());
    expect(await importRankings(csvPath, outPath)).toBe(48);
    const text = await readFile(outPath, "utf8");
    expect(text).toMatch(/^\/\*\*\n \* SSBMRank 2024: the top 48/);
    expect(text).toContain("The CSV file official-2024.csv, imported on");
    expect(text).toContain("npm run rankings:import -- path/to/file.csv");
    expect(text).toContain('sample: false,\n  file: "official-2024.csv"');
    expect(text).toContain('tag: "Cody Schwab"');
  });

  it("leaves the data file alone when the CSV is refused", async () => {
    const csvPath = path.join(dir, "bad.csv");
    const outPath = path.join(dir, "untouched.ts");
    await writeFile(outPath, "// before\n");
    await writeFile(csvPath, csvOf(ssbmRank2024.slice(1)));
    await expect(importRankings(csvPath, outPath)).rejects.toThrow(RankingImportError);
    expect(await readFile(outPath, "utf8")).toBe("// before\n");
  });

  it("renders the sample header as shipped", async () => {
    const text = await renderRankingsModule(ssbmRank2024, {
      note: "SAMPLE DATA: a note.",
      source: { sample: true },
    });
    expect(text).toContain(" * Source:\n * SAMPLE DATA: a note.\n");
    expect(text).toContain(
      "export const ssbmRank2024Source: RankingDataSource = { sample: true };",
    );
  });

  it("the command exits non-zero and names the row and column", async () => {
    const csvPath = path.join(dir, "cli-bad.csv");
    await writeFile(
      csvPath,
      csvOf(ssbmRank2024, (row) => (row.rank === 3 ? { ...row, losses: "many" } : row)),
    );
    const result = await run(
      process.execPath,
      ["--import", "tsx", "scripts/import-rankings.ts", csvPath],
      { cwd: path.resolve(".") },
    ).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("the rankings were not imported");
    expect(result.stderr).toContain('Line 4, column "losses": "many" is not a whole number');
  });
});

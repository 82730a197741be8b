/**
 * Replaces app/data/ssbmrank-2024.ts from a CSV file:
 *
 *   npm run rankings:import -- path/to/ssbmrank-2024.csv
 *
 * The CSV (RFC 4180: comma-separated, fields with commas, quotes or line breaks in double quotes,
 * "" for a quote) starts with a header row naming the columns, in any order:
 *
 *   id,rank,name,tag,character,region,country,points,previousRank,tournaments,wins,losses,winRate,imageUrl
 *
 * previousRank and imageUrl may be empty (and the imageUrl column may be left out). The file must
 * hold exactly 48 players with the unique ranks 1..48. Every problem found is reported with its
 * line and column, and the command exits with code 1 without touching the data file.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as prettier from "prettier";
import { RANKING_SIZE, type RankedPlayer, type RankingDataSource } from "../app/models/ranking";

export const DATA_FILE = fileURLToPath(new URL("../app/data/ssbmrank-2024.ts", import.meta.url));

export const COLUMNS = [
  "id",
  "rank",
  "name",
  "tag",
  "character",
  "region",
  "country",
  "points",
  "previousRank",
  "tournaments",
  "wins",
  "losses",
  "winRate",
  "imageUrl",
] as const;

type Column = (typeof COLUMNS)[number];

const OPTIONAL: ReadonlySet<Column> = new Set<Column>(["previousRank", "imageUrl"]);

/** Only the top 10 carry a picture (spec 2 §3). */
const PICTURED_RANKS = 10;

/** A failed import: every problem, each naming its line and column. */
export class RankingImportError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "RankingImportError";
  }
}

export type CsvRecord = { line: number; fields: string[] };

/**
 * Splits CSV text into records (RFC 4180). Accepts LF or CRLF line ends and a leading byte-order
 * mark; blank lines are skipped. Each record remembers the line it starts on.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let i = 0;
  // After a closing quote only a comma or a line end may follow.
  let afterQuote = false;

  const endField = () => {
    fields.push(field);
    field = "";
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: recordLine, fields });
    fields = [];
  };

  while (i < input.length) {
    const char = input[i];
    if (char === '"' && field === "" && !afterQuote) {
      // A quoted field: runs to the next quote that is not doubled.
      const openedOn = line;
      i++;
      for (;;) {
        if (i >= input.length) {
          throw new RankingImportError([
            `Line ${openedOn}: a quoted field is never closed (missing ")`,
          ]);
        }
        const c = input[i];
        if (c === '"') {
          if (input[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === "\n") line++;
        field += c;
        i++;
      }
      afterQuote = true;
      continue;
    }
    if (char === ",") {
      endField();
      i++;
      continue;
    }
    if (char === "\r" || char === "\n") {
      endRecord();
      i += char === "\r" && input[i + 1] === "\n" ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    if (afterQuote) {
      throw new RankingImportError([
        `Line ${line}: unexpected text after a closing quote (a quoted field must end at a comma or line end)`,
      ]);
    }
    if (char === '"') {
      throw new RankingImportError([
        `Line ${line}: a quote inside an unquoted field (quote the whole field and double the quote: "")`,
      ]);
    }
    field += char;
    i++;
  }
  if (field !== "" || fields.length > 0 || afterQuote) endRecord();
  return records;
}

const show = (value: string) => JSON.stringify(value);

/**
 * Parses and validates a rankings CSV. Returns the players in rank order, or throws a
 * RankingImportError listing every problem (line, column, what is wrong).
 */
export function parseRankingsCsv(text: string): RankedPlayer[] {
  const records = parseCsv(text);
  if (records.length === 0) throw new RankingImportError(["The file is empty"]);

  const [header, ...rows] = records;
  const problems: string[] = [];
  const index = new Map<Column, number>();
  header.fields.forEach((raw, position) => {
    const name = raw.trim();
    const column = COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase());
    if (!column) {
      problems.push(
        `Line ${header.line}: unknown column ${show(name)} (expected: ${COLUMNS.join(", ")})`,
      );
    } else if (index.has(column)) {
      problems.push(`Line ${header.line}: column ${show(column)} appears twice`);
    } else {
      index.set(column, position);
    }
  });
  for (const column of COLUMNS) {
    if (!index.has(column) && column !== "imageUrl") {
      problems.push(`Line ${header.line}: missing column ${show(column)}`);
    }
  }
  if (problems.length > 0) throw new RankingImportError(problems);

  const players: RankedPlayer[] = [];
  for (const row of rows) {
    if (row.fields.length !== header.fields.length) {
      problems.push(
        `Line ${row.line}: expected ${header.fields.length} fields, found ${row.fields.length}`,
      );
      continue;
    }
    const rowProblems: string[] = [];
    const at = (column: Column) => `Line ${row.line}, column ${show(column)}`;
    const text = (column: Column) => {
      const position = index.get(column);
      const value = position === undefined ? "" : row.fields[position].trim();
      if (value === "" && !OPTIONAL.has(column))
        rowProblems.push(`${at(column)}: is empty (required)`);
      return value;
    };
    const number = (
      column: Column,
      { integer, min, max }: { integer: boolean; min: number; max?: number },
    ): number | null => {
      const raw = text(column);
      if (raw === "") return null;
      const cleaned = column === "winRate" ? raw.replace(/\s*%$/, "") : raw;
      const pattern = integer ? /^[+-]?\d+$/ : /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
      const value = Number(cleaned);
      if (!pattern.test(cleaned) || !Number.isFinite(value)) {
        rowProblems.push(
          `${at(column)}: ${show(raw)} is not ${integer ? "a whole number" : "a number"}`,
        );
        return null;
      }
      if (value < min || (max !== undefined && value > max)) {
        const range = max === undefined ? `at least ${min}` : `between ${min} and ${max}`;
        rowProblems.push(`${at(column)}: ${show(raw)} must be ${range}`);
        return null;
      }
      return value;
    };

    const id = text("id");
    const rank = number("rank", { integer: true, min: 1, max: RANKING_SIZE });
    const name = text("name");
    const tag = text("tag");
    const character = text("character");
    const region = text("region");
    const country = text("country");
    const points = number("points", { integer: false, min: 0 });
    const previousRank = number("previousRank", { integer: true, min: 1 });
    const tournaments = number("tournaments", { integer: true, min: 0 });
    const wins = number("wins", { integer: true, min: 0 });
    const losses = number("losses", { integer: true, min: 0 });
    const winRate = number("winRate", { integer: false, min: 0, max: 100 });
    const imageUrl = text("imageUrl");
    if (imageUrl) {
      if (rank !== null && rank > PICTURED_RANKS) {
        rowProblems.push(
          `${at("imageUrl")}: only the top ${PICTURED_RANKS} players have a picture (this row has rank ${rank})`,
        );
      }
      if (!imageUrl.startsWith("/") || imageUrl.startsWith("//")) {
        rowProblems.push(
          `${at("imageUrl")}: ${show(imageUrl)} must be a path on this site such as /images/rankings/zain.webp (the page's Content-Security-Policy loads pictures from this site only)`,
        );
      }
    }

    if (rowProblems.length > 0) {
      problems.push(...rowProblems);
      continue;
    }
    players.push({
      id,
      rank: rank!,
      name,
      tag,
      character,
      region,
      country,
      points: points!,
      previousRank,
      tournaments: tournaments!,
      wins: wins!,
      losses: losses!,
      winRate: winRate!,
      ...(imageUrl ? { imageUrl } : {}),
    });
  }

  if (rows.length !== RANKING_SIZE) {
    problems.push(`Expected ${RANKING_SIZE} players, found ${rows.length} rows after the header`);
  }
  // Uniqueness, over the raw rows so a duplicate is reported even when its row has other problems.
  const seen = { rank: new Map<number, number>(), id: new Map<string, number>() };
  for (const row of rows) {
    if (row.fields.length !== header.fields.length) continue;
    const rankText = row.fields[index.get("rank")!].trim();
    const idText = row.fields[index.get("id")!].trim();
    if (/^\d+$/.test(rankText)) {
      const rank = Number(rankText);
      const first = seen.rank.get(rank);
      if (first !== undefined) {
        problems.push(
          `Line ${row.line}, column "rank": rank ${rank} is already used on line ${first}`,
        );
      } else seen.rank.set(rank, row.line);
    }
    if (idText) {
      const first = seen.id.get(idText);
      if (first !== undefined) {
        problems.push(
          `Line ${row.line}, column "id": ${show(idText)} is already used on line ${first}`,
        );
      } else seen.id.set(idText, row.line);
    }
  }
  const missing = Array.from({ length: RANKING_SIZE }, (_, n) => n + 1).filter(
    (rank) => !seen.rank.has(rank),
  );
  if (missing.length > 0 && rows.length >= RANKING_SIZE) {
    problems.push(`Ranks must be 1..${RANKING_SIZE}; missing: ${missing.join(", ")}`);
  }

  if (problems.length > 0) throw new RankingImportError(problems);
  return players.sort((a, b) => a.rank - b.rank);
}

/** `note` becomes the header's "Source:" paragraph; `source` is exported for the page. */
export type RankingSourceInput = { note: string; source: RankingDataSource };

/** The data module: the kept header, the source, then the rows (formatted by Prettier). */
export async function renderRankingsModule(
  players: readonly RankedPlayer[],
  { note, source }: RankingSourceInput,
  filepath = DATA_FILE,
) {
  const sourceLines = note.split("\n").map((l) => ` * ${l}`.trimEnd());
  const code = `/**
 * SSBMRank 2024: the top ${RANKING_SIZE} Super Smash Bros. Melee players worldwide (spec 2 §2.4, §3).
 *
 * Source:
${sourceLines.join("\n")}
 *
 * How to replace it: put the list in a CSV file with the header row
 *   ${COLUMNS.join(",")}
 * (previousRank and imageUrl may be empty; imageUrl only for the top 10, as a path under public/)
 * and run
 *   npm run rankings:import -- path/to/file.csv
 * The import checks ${RANKING_SIZE} unique ranks 1..${RANKING_SIZE}, the required fields and the numbers, reports
 * every problem by line and column, and only then rewrites this file. Do not edit rows by hand.
 */
import type { RankedPlayer, RankingDataSource } from "~/models/ranking";

export const ssbmRank2024Source: RankingDataSource = ${JSON.stringify(source)};

export const ssbmRank2024: readonly RankedPlayer[] = ${JSON.stringify(players, null, 2)};
`;
  const config = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(code, { ...config, filepath });
}

/** Reads, validates and writes; returns the number of players written. */
export async function importRankings(csvPath: string, outPath = DATA_FILE) {
  const players = parseRankingsCsv(await readFile(csvPath, "utf8"));
  const file = path.basename(csvPath);
  const importedOn = new Date().toISOString().slice(0, 10);
  const note = `The CSV file ${file}, imported on ${importedOn} with \`npm run rankings:import\`.`;
  const source: RankingDataSource = { sample: false, file, importedOn };
  await writeFile(outPath, await renderRankingsModule(players, { note, source }, outPath));
  return players.length;
}

async function main(args: string[]) {
  const csvPath = args[0];
  if (!csvPath || args.length > 1) {
    console.error("Usage: npm run rankings:import -- path/to/file.csv");
    return 2;
  }
  try {
    const count = await importRankings(csvPath);
    console.log(`Wrote ${count} players to ${path.relative(process.cwd(), DATA_FILE)}.`);
    return 0;
  } catch (error) {
    if (error instanceof RankingImportError) {
      console.error(`${csvPath}: the rankings were not imported:`);
      for (const problem of error.problems) console.error(`  - ${problem}`);
      return 1;
    }
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      console.error(`${csvPath}: no such file`);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}

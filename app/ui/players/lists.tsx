import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { dayOf, ROW_LINK } from "./record";

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-slate-600 dark:text-slate-300">{children}</p>
);

/** A list of rows that wrap on a phone, or what to say when there are none. */
export function RowList<T>({
  items,
  empty,
  keyOf,
  row,
}: {
  items: T[];
  empty: string;
  keyOf: (item: T) => string | number;
  row: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
      {items.map((item) => (
        <li key={keyOf(item)} className="flex flex-wrap items-baseline gap-x-3 py-2">
          {row(item)}
        </li>
      ))}
    </ul>
  );
}

/** A set in a list: its day, won or lost and the score, what the list adds, and its link. */
export function SetRow({
  set,
  linkLabel,
  children,
}: {
  set: { setId: number; date: string | null; won: boolean; score: string };
  /** Tells the set links of a list apart for a screen reader ("vs Zain"). */
  linkLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <span className="w-24">{dayOf(set.date)}</span>
      <span className={set.won ? "font-bold" : undefined}>
        {set.won ? "Won" : "Lost"} {set.score}
      </span>
      {children}
      <Link to={`/sets/${set.setId}`} className={ROW_LINK}>
        Set<span className="sr-only"> {linkLabel}</span>
      </Link>
    </>
  );
}

/** A small table of counts, or what to say when there is nothing to count. */
export function StatTable({
  headings,
  rows,
  empty,
}: {
  headings: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <table className="w-full max-w-md text-left text-sm">
      <thead>
        <tr>
          {headings.map((heading) => (
            <th key={heading} scope="col" className="py-1 pr-3 font-semibold">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) => (
              <td key={index} className="py-1 pr-3">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

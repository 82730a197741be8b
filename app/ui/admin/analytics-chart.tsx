type Point = { label: string; logins: number; newUsers: number };

const HEIGHT = 220;
const TOP = 14;
const BOTTOM = 28;
const LEFT = 36;
/** Labels and values: one SVG unit is at least one pixel (see the chart's minimum width). */
const FONT = 12;
const GROUP = 24;
const BAR = 9;
const LOGIN_COLOUR = "#6366f1";
const NEW_USER_COLOUR = "#10b981";

/**
 * How many buckets sit between two axis labels, so they never overlap: a label ("11-17") is about
 * as wide as one bucket's group of bars, so at least every other bucket goes unlabelled.
 */
const labelStep = (n: number) => (n <= 12 ? 2 : n <= 31 ? 5 : 10);

/** "2026-01-02" → "01-02"; "2026-01" → "2026-01". */
const shortLabel = (label: string) => (label.length === 10 ? label.slice(5) : label);

/** A server-rendered bar chart of logins and new users per bucket: no JavaScript needed. */
export function AnalyticsChart({
  series,
  timeframeLabel,
}: {
  series: Point[];
  timeframeLabel: string;
}) {
  const max = Math.max(1, ...series.map((p) => Math.max(p.logins, p.newUsers)));
  const plot = HEIGHT - TOP - BOTTOM;
  const width = LEFT + series.length * GROUP + 8;
  const y = (value: number) => TOP + plot - (value / max) * plot;
  const step = labelStep(series.length);
  const totals = series.reduce(
    (sum, p) => ({ logins: sum.logins + p.logins, newUsers: sum.newUsers + p.newUsers }),
    { logins: 0, newUsers: 0 },
  );
  const description = `Logins and new users per ${series.length === 12 ? "month" : "day"} over the last ${timeframeLabel.toLowerCase()}: ${totals.logins} logins and ${totals.newUsers} new users in total.`;

  return (
    <figure>
      {/* Never drawn narrower than its units (a month on a phone scrolls sideways instead of
          shrinking its labels to 4 px). */}
      <div
        role="region"
        aria-label="Logins and new users chart (scrolls sideways)"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable content must be reachable by keyboard
        tabIndex={0}
        className="overflow-x-auto"
      >
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby="analytics-chart-title analytics-chart-desc"
          aria-label="Logins and new users chart"
          // Capped in height: a week's seven buckets stretched across a desktop card would scale
          // the labels to 40px.
          className="h-auto max-h-72 w-full"
          style={{ minWidth: `${width}px` }}
          preserveAspectRatio="xMinYMin meet"
        >
          <title id="analytics-chart-title">Logins and new users chart</title>
          <desc id="analytics-chart-desc">{description}</desc>
          <line
            x1={LEFT}
            x2={width - 4}
            y1={TOP + plot}
            y2={TOP + plot}
            stroke="currentColor"
            strokeOpacity={0.3}
          />
          <text x={LEFT - 4} y={TOP + 4} textAnchor="end" fontSize={FONT} fill="currentColor">
            {max}
          </text>
          <text x={LEFT - 4} y={TOP + plot} textAnchor="end" fontSize={FONT} fill="currentColor">
            0
          </text>
          {series.map((p, i) => {
            const x = LEFT + i * GROUP + 3;
            return (
              <g key={p.label}>
                <rect
                  x={x}
                  y={y(p.logins)}
                  width={BAR}
                  height={TOP + plot - y(p.logins)}
                  fill={LOGIN_COLOUR}
                >
                  <title>{`${p.label}: ${p.logins} logins`}</title>
                </rect>
                <rect
                  x={x + BAR + 1}
                  y={y(p.newUsers)}
                  width={BAR}
                  height={TOP + plot - y(p.newUsers)}
                  fill={NEW_USER_COLOUR}
                >
                  <title>{`${p.label}: ${p.newUsers} new users`}</title>
                </rect>
                {i % step === 0 ? (
                  <text
                    x={x + BAR}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                    fontSize={FONT}
                    fill="currentColor"
                  >
                    {shortLabel(p.label)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm">
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-3 rounded-sm"
            style={{ backgroundColor: LOGIN_COLOUR }}
          />
          Logins ({totals.logins})
        </span>
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-3 rounded-sm"
            style={{ backgroundColor: NEW_USER_COLOUR }}
          />
          New users ({totals.newUsers})
        </span>
      </figcaption>
      {/* Every value in words, not only in the bars' hover titles; works without JavaScript. */}
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
          Show the numbers
        </summary>
        <table className="mt-2 text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-4">
                {series.length === 12 ? "Month" : "Day"}
              </th>
              <th scope="col" className="pr-4">
                Logins
              </th>
              <th scope="col">New users</th>
            </tr>
          </thead>
          <tbody>
            {series.map((p) => (
              <tr key={p.label}>
                <td className="pr-4">{p.label}</td>
                <td className="pr-4">{p.logins}</td>
                <td>{p.newUsers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

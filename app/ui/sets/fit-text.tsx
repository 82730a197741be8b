import type { CSSProperties, ReactNode } from "react";
import { cn } from "~/utils/cn";

/** A glyph's width, in em, wide enough for a bold tag of capitals ("WAVEDASHWIZ"). */
const GLYPH_EM = 0.72;

/**
 * A player's tag (or "A vs B") that shrinks to fit its box instead of breaking mid-word: lines
 * break only between words, and the font is at most `--fit-max` (set it in `className`, e.g.
 * `[--fit-max:1.25rem] sm:[--fit-max:3rem]`) and small enough for the longest word to fit the
 * box's width (CSS container units: the wrapper is the container).
 */
export function FitText({
  text,
  content,
  className,
  as: Tag = "span",
  children,
  testId,
}: {
  text: string;
  /** Shown in place of `text`, which it must read as (a link on the name); `text` sizes it. */
  content?: ReactNode;
  className?: string;
  as?: "span" | "p" | "h1";
  /** After the text (a screen reader's "(winner)"). */
  children?: ReactNode;
  testId?: string;
}) {
  const longest = Math.max(1, ...text.split(/\s+/).map((word) => word.length));
  const style: CSSProperties = {
    fontSize: `min(var(--fit-max, 1rem), calc(100cqw / ${(longest * GLYPH_EM).toFixed(2)}))`,
  };
  return (
    <div className="w-full min-w-0 [container-type:inline-size]">
      <Tag
        className={cn("block [overflow-wrap:normal] [word-break:normal]", className)}
        style={style}
        data-testid={testId}
      >
        {content ?? text}
        {children}
      </Tag>
    </div>
  );
}

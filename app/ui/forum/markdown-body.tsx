import { cn } from "~/utils/cn";

/**
 * A post's or comment's Markdown as the server rendered it (~/models/markdown.server): raw HTML
 * escaped, links checked and marked nofollow ugc, so the HTML is put in as it is.
 */
export function MarkdownBody({
  html,
  className,
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={cn("markdown", className)}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The Preview button of a Markdown form: sends the form back to be shown as it will look. */
export function PreviewButton() {
  return (
    <button type="submit" name="preview" value="1" className="btn-secondary" formNoValidate>
      Preview
    </button>
  );
}

/** What the Preview button brought back, above the form's buttons. */
export function PreviewPane({ html }: { html: string | undefined }) {
  if (html === undefined) return null;
  return (
    <section
      aria-label="Preview"
      className="rounded-md border border-dashed border-slate-300 p-3 dark:border-slate-700"
    >
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted">Preview</p>
      <MarkdownBody html={html} testId="markdown-preview" />
    </section>
  );
}

/** Under a Markdown field: what it accepts. */
export function MarkdownHint() {
  return (
    <p className="text-xs text-muted">
      Markdown: **bold**, _italic_, [links](https://…), lists, &gt; quotes, `code`, @tag mentions.
    </p>
  );
}

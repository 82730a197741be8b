import { parseReleaseNotes } from "~/models/release-notes";

/** A description as paragraphs and bullet lists; the text is rendered as text, never as HTML. */
export function ReleaseNotesBody({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words text-slate-700 dark:text-slate-300">
      {parseReleaseNotes(text).map((block, index) =>
        block.kind === "paragraph" ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}

/** A form-level error in the destructive look, announced to screen readers. */
export function FormAlert({ title, messages }: { title: string; messages?: string[] | null }) {
  if (!messages?.length) return null;
  return (
    <div
      role="alert"
      className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <p className="font-semibold">{title}</p>
      {messages.map((m) => (
        <p key={m}>{m}</p>
      ))}
    </div>
  );
}

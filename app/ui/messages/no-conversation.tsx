/** The right pane with no friend selected. */
export function NoConversation() {
  return (
    <div className="m-auto max-w-sm p-6 text-center">
      <p className="text-lg font-semibold">Select a friend to start messaging</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Choose a friend from the sidebar to begin your conversation
      </p>
    </div>
  );
}

import { useEffect, useRef, useState } from "react";
import { MAX_MESSAGE_LENGTH } from "~/schemas/chat-limits";
import { newClientKey } from "~/ui/common/client-key";
import { IdempotencyKeyField } from "~/ui/common/idempotency-key-field";
import { lazyPart } from "~/ui/common/lazy-part";
import { useBrowserLayoutEffect } from "~/ui/common/use-browser-layout-effect";
import { useHydrated } from "~/ui/common/use-hydrated";
import { useChatActions } from "~/ui/messages/use-chat-actions";
import { useTypingSignal } from "~/ui/messages/use-typing-signal";

// The emoji button needs JavaScript, so it is drawn after hydration; its picker and emoji list
// are fetched then, out of the first load of /messages (issue 28).
const EmojiPicker = lazyPart(() => import("~/ui/messages/emoji-picker").then((m) => m.EmojiPicker));

/**
 * The message box. Without JavaScript it is a form posted to the page, which redirects back to
 * the conversation. With JavaScript, Enter sends (Shift+Enter adds a line), the box and the
 * button are disabled while sending, and the draft clears once the message is stored.
 */
export function Composer({ friend }: { friend: { id: string; username: string } }) {
  const hydrated = useHydrated();
  const { sendMessage } = useChatActions();
  const typing = useTypingSignal(friend.id);
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  // The draft's key: sending the same text again after a failure cannot store it twice.
  const draftKey = useRef<{ text: string; key: string } | null>(null);
  const caret = useRef<number | null>(null);

  // Text typed into the server's box before this code arrived (the conversation is fetched after
  // the page hydrates) is the draft: taken before the first render after hydration, which would
  // otherwise set the box back to the empty state.
  useBrowserLayoutEffect(() => {
    const typed = box.current?.value;
    if (typed) setDraft(typed.slice(0, MAX_MESSAGE_LENGTH));
  }, []);

  // Focus comes back once the box is enabled again, and the caret follows an inserted emoji.
  useEffect(() => {
    if (sending || !hydrated) return;
    const el = box.current;
    if (!el) return;
    if (caret.current !== null) {
      el.focus();
      el.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [sending, draft, hydrated]);

  async function send() {
    const text = draft.trim();
    if (!text || sending) return;
    setSending(true);
    typing.stop();
    if (draftKey.current?.text !== text) draftKey.current = { text, key: newClientKey() };
    const sent = await sendMessage(friend.id, text, draftKey.current.key);
    if (sent) {
      setDraft("");
      draftKey.current = null;
    }
    caret.current = sent ? 0 : draft.length;
    setSending(false);
  }

  function insert(emoji: string) {
    const el = box.current;
    const start = el?.selectionStart ?? draft.length;
    const end = el?.selectionEnd ?? draft.length;
    setDraft(draft.slice(0, start) + emoji + draft.slice(end));
    caret.current = start + emoji.length;
  }

  return (
    <form
      method="post"
      action={`/messages?with=${encodeURIComponent(friend.id)}`}
      className="flex items-end gap-2 border-t border-slate-200 p-3 dark:border-slate-800"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="receiverId" value={friend.id} />
      <IdempotencyKeyField form="message" />
      {hydrated ? <EmojiPicker onPick={insert} disabled={sending} /> : null}
      <label htmlFor="chat-draft" className="sr-only">
        Message
      </label>
      <textarea
        ref={box}
        id="chat-draft"
        name="message"
        rows={1}
        required
        maxLength={MAX_MESSAGE_LENGTH}
        placeholder={`Message ${friend.username}...`}
        className="field-input max-h-40 min-h-[2.5rem] flex-1 resize-y"
        value={draft}
        disabled={sending}
        onChange={(event) => {
          setDraft(event.target.value);
          typing.typed();
        }}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          void send();
        }}
      />
      <button
        type="submit"
        className="btn-primary"
        disabled={sending || (hydrated && !draft.trim())}
      >
        {sending ? "Sending..." : "Send"}
      </button>
    </form>
  );
}

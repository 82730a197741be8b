import { cn } from "~/utils/cn";

/** Online or Offline, as a dot and a word (colour is never the only signal). */
export function OnlineStatus({ online }: { online: boolean }) {
  return (
    <span className="online-status">
      <span
        aria-hidden="true"
        className={cn("h-2 w-2 rounded-full", online ? "bg-green-500" : "bg-slate-400")}
      />
      {online ? "Online" : "Offline"}
    </span>
  );
}

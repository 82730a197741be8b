import { roleBadges } from "~/models/profile";
import { cn } from "~/utils/cn";

/** The account's role badges (Basic User, Administrator, Owner, ...). */
export function RoleBadges({ user }: { user: { role: string; isAdmin: boolean } }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Role">
      {roleBadges(user).map((badge) => (
        <li
          key={badge}
          className={cn(
            "rounded-full px-3 py-0.5 text-xs font-semibold",
            badge === "Basic User"
              ? "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100"
              : badge === "Administrator"
                ? "bg-blue-600 text-white"
                : badge === "Owner"
                  ? "bg-violet-600 text-white"
                  : "bg-amber-400 text-amber-950",
          )}
        >
          {badge}
        </li>
      ))}
    </ul>
  );
}

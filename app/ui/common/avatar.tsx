import { avatarBorder, avatarColour } from "~/ui/common/avatar-colour";
import { cn } from "~/utils/cn";

/** What the avatar needs of a user: the picture, else the tag's letter on its colour. */
export type AvatarUser = {
  id: string;
  username: string;
  role: string;
  isAdmin: boolean;
  profilePicture?: string | null;
};

type Props = {
  user: AvatarUser;
  size?: "sm" | "md" | "lg";
  className?: string;
};

const SIZES = { sm: "h-8 w-8 text-sm", md: "h-10 w-10 text-base", lg: "h-24 w-24 text-4xl" };

/** The profile picture, or the tag's first letter on the role or hashed colour. */
export function Avatar({ user, size = "sm", className }: Props) {
  const style = { borderColor: avatarBorder(user) };
  if (user.profilePicture) {
    return (
      <img
        src={user.profilePicture}
        alt=""
        className={cn("rounded-full border-2 object-cover", SIZES[size], className)}
        style={style}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn("avatar-letter", SIZES[size], className)}
      style={{ ...style, backgroundColor: avatarColour(user) }}
    >
      {user.username.charAt(0).toUpperCase()}
    </span>
  );
}

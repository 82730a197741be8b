// 20 background colours for users without a picture; the owner is purple and admins blue.
export const AVATAR_PALETTE = [
  "#ef4444",
  "#f97316",
  "#f59e0b",
  "#eab308",
  "#84cc16",
  "#22c55e",
  "#10b981",
  "#14b8a6",
  "#06b6d4",
  "#0ea5e9",
  "#6366f1",
  "#8b5cf6",
  "#d946ef",
  "#ec4899",
  "#f43f5e",
  "#78716c",
  "#64748b",
  "#0d9488",
  "#65a30d",
  "#c2410c",
] as const;

export const OWNER_COLOUR = "#7c3aed";
export const ADMIN_COLOUR = "#2563eb";

/** A stable 32-bit string hash (djb2), so a user keeps their colour on every page and device. */
export function hashString(value: string) {
  let hash = 5381;
  for (let i = 0; i < value.length; i++) hash = ((hash << 5) + hash + value.charCodeAt(i)) | 0;
  return Math.abs(hash);
}

type RoleBearer = { id: string; role: string; isAdmin: boolean };

export function avatarColour(user: RoleBearer) {
  if (user.role === "owner") return OWNER_COLOUR;
  if (user.isAdmin) return ADMIN_COLOUR;
  return AVATAR_PALETTE[hashString(user.id) % AVATAR_PALETTE.length];
}

/** Border colour by role: gold ring for the owner, blue for admins, a quiet grey otherwise. */
export function avatarBorder(user: RoleBearer) {
  if (user.role === "owner") return "#facc15";
  if (user.isAdmin) return "#60a5fa";
  return "#9ca3af";
}

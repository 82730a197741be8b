// GET /api/auth/user answers exactly as GET /api/user (clients refetch both).
export { loader } from "./api.user";

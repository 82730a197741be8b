// GET /api/auth/user answers exactly as GET /api/user (spec 2 §7 refetches both).
export { loader } from "./api.user";

// GET /api/admin/notification-counts answers exactly as GET /api/admin/notifications (spec 1 §7
// refetches it after the admin page's notification-view).
export { action, loader } from "./api.admin.notifications";

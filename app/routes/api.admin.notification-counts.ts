// GET /api/admin/notification-counts answers exactly as GET /api/admin/notifications (the
// client refetches it after the admin page's notification-view).
export { action, loader } from "./api.admin.notifications";

import { useLiveRevalidate, useSocketEvent } from "~/ui/realtime/realtime-connection";

/**
 * Keeps the admin page live while it is open: its user list shows who is online and
 * follows other admins' changes to users, and its contact messages, admin requests, tournament
 * reviews, reports that hid an item and featured updates follow what arrives or any admin does. Each event reloads the
 * page's data (bursts coalesced into one reload).
 */
export function useAdminLiveUpdates() {
  const refresh = useLiveRevalidate();
  useSocketEvent("userOnline", refresh);
  useSocketEvent("userOffline", refresh);
  useSocketEvent("userUpdated", refresh);
  useSocketEvent("userDeleted", refresh);
  useSocketEvent("contactMessageReceived", refresh);
  useSocketEvent("reportedItemHidden", refresh);
  useSocketEvent("adminRequestCreated", refresh);
  useSocketEvent("adminRequestProcessed", refresh);
  useSocketEvent("tournamentSubmitted", refresh);
  useSocketEvent("tournamentReviewed", refresh);
  useSocketEvent("featuredUpdatesChanged", refresh);
}

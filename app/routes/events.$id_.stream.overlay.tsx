import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPublicSet } from "~/http/set-page.server";
import { isDomainError } from "~/models/domain-error";
import { getStreamQueue } from "~/models/event-stations.server";
import { eventIdFrom } from "~/models/event.server";
import type { BareHandle } from "~/root";
import { useWatchEvent } from "~/ui/events/use-watch-event";
import { SetOverlay } from "~/ui/sets/set-overlay";
import { SITE_NAME } from "~/utils/seo";

/** Shown alone, on a transparent page: a browser source in OBS. */
export const handle: BareHandle = { bare: true };

export async function loader({ params }: LoaderFunctionArgs) {
  try {
    const eventId = eventIdFrom(params.id);
    // The same read as GET /api/events/{id}/stream-queue: the queue without its finished matches,
    // so the first one with a set is the match on stream now.
    const queue = await getStreamQueue(eventId);
    const onStream = queue.matches.find((match) => match.setId !== null);
    return {
      eventId,
      set: onStream ? await loadPublicSet(String(onStream.setId)) : null,
    };
  } catch (error) {
    if (isDomainError(error) && error.status === 404) {
      throw new Response("Not Found", { status: 404 });
    }
    throw error;
  }
}

export const meta: MetaFunction = () => [
  { title: `Stream overlay | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const NOTHING_ON_STREAM = "No match on stream";

/**
 * GET /events/{id}/stream/overlay: the set overlay of the stream queue's first match. Every
 * change of the event (a result, a reset, the queue reordered) reloads the loader, so it moves
 * to the next match by itself; the set's own updates come over its socket room.
 */
export default function EventStreamOverlay() {
  const { eventId, set } = useLoaderData<typeof loader>();
  useWatchEvent(eventId);
  return (
    <main className="flex min-h-screen items-start justify-center p-6">
      {set ? (
        <SetOverlay key={set.id} loaded={set} />
      ) : (
        <p className="rounded-xl bg-slate-950/75 px-4 py-2 text-base font-semibold text-white sm:text-2xl">
          {NOTHING_ON_STREAM}
        </p>
      )}
    </main>
  );
}

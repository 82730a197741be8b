/**
 * Counts the session endings this process hears of, so a socket can tell that its session is
 * still live without reading it: an ending after the last read moves the count. Without Redis
 * every ending (sign-out, expiry sweep, ban, password change) is published in this process
 * (and a lost admin right counts too: a sibling tab's read no longer says who is an admin);
 * with Redis others happen on other instances, so nothing is known and the session is read.
 */
export class SessionEndings {
  count = 0;
  constructor(private readonly local: boolean) {}

  /** The session read when the count was `liveAt` is still live: nothing ended since. */
  knownLive({ liveAt, liveUntil }: { liveAt: number; liveUntil: number }) {
    return this.local && liveAt === this.count && Date.now() < liveUntil;
  }
}

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server, type Socket as ServerSide } from "socket.io";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { SocketAck } from "~/realtime/events";
import { sendOverSocket } from "~/ui/messages/send-over-socket";
import type { RealtimeSocket } from "~/ui/realtime/realtime-connection";

// A real Socket.IO server whose 'sendMessage' answers as the payload's message says, so each
// test picks the server's behaviour: the page's side (sendOverSocket) is what is tested.
type Behaviour = (ack: SocketAck, socket: ServerSide) => void;
const behaviours: Record<string, Behaviour> = {
  stored: (ack) => ack({ ok: true, message: { id: 1 } }),
  refused: (ack) => ack({ ok: false, error: "403: You can only message your friends." }),
  overBudget: (ack) =>
    ack({
      ok: false,
      error: "429: Too many messages. Please slow down.",
      refusedBy: "eventBudget",
    }),
  silent: () => undefined,
  disconnects: (_ack, socket) => socket.disconnect(true),
};

let io: Server;
let url: string;
beforeAll(async () => {
  const http = createServer();
  io = new Server(http);
  io.on("connection", (socket) => {
    socket.on("sendMessage", (payload: { message: string }, ack: SocketAck) =>
      behaviours[payload.message](ack, socket),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => io.close(resolve)));

async function openSocket() {
  const socket = connect(url, { transports: ["websocket"], reconnection: false });
  await new Promise((resolve) => socket.once("connect", () => resolve(undefined)));
  return socket as unknown as RealtimeSocket;
}

const send = (socket: RealtimeSocket, message: keyof typeof behaviours, timeoutMs?: number) =>
  sendOverSocket(socket, { receiverId: "bob", message, idempotencyKey: "key-12345" }, timeoutMs);

/** Callbacks Socket.IO still keeps for answers not come yet (its `acks`, by packet id). */
const waitingAnswers = (socket: RealtimeSocket) =>
  Object.keys((socket as unknown as { acks: Record<string, unknown> }).acks);

it("resolves true once the server stored the message", async () => {
  const socket = await openSocket();
  expect(await send(socket, "stored")).toBe(true);
  socket.close();
});

it("throws the server's refusal of the message itself, for the page's toast", async () => {
  const socket = await openSocket();
  await expect(send(socket, "refused")).rejects.toThrow("403: You can only message your friends.");
  socket.close();
});

it("resolves false on the event budget's refusal, so the page posts it over HTTP instead", async () => {
  const socket = await openSocket();
  expect(await send(socket, "overBudget")).toBe(false);
  socket.close();
});

it("resolves false when no answer comes in time, and keeps no callback for a late one", async () => {
  const socket = await openSocket();
  expect(await send(socket, "silent", 200)).toBe(false);
  expect(waitingAnswers(socket)).toEqual([]);
  socket.close();
});

it("resolves false at once when the socket closes while it waits", async () => {
  const socket = await openSocket();
  const started = Date.now();
  expect(await send(socket, "disconnects", 10_000)).toBe(false);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(waitingAnswers(socket)).toEqual([]);
});

it("resolves false without sending when the socket is not connected", async () => {
  const socket = await openSocket();
  socket.close();
  expect(await send(socket, "stored")).toBe(false);
  expect(await sendOverSocket(null, { receiverId: "bob", message: "stored" })).toBe(false);
});

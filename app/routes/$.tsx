import type { MetaFunction } from "@remix-run/node";
import { NotFound } from "~/ui/not-found";

// Any unknown path, read or written: a real 404 status, rendered by the root error boundary.
export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export const action = loader;

export const meta: MetaFunction = () => [
  { title: "404 Page Not Found | Melee Hub" },
  { name: "robots", content: "noindex" },
];

export default function CatchAll() {
  return <NotFound />;
}

import { Form } from "@remix-run/react";

/** POST /api/logout ends the session and lands on /; a full reload drops every cached view. */
export function SignOutButton({
  className = "btn-ghost min-h-11 w-full justify-start",
}: {
  className?: string;
}) {
  return (
    <Form method="post" action="/api/logout" reloadDocument>
      <button type="submit" className={className}>
        Sign Out
      </button>
    </Form>
  );
}

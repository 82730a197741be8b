import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** The 404 page: '404 Page Not Found' with a developer-style hint; scrolls to the top. */
export function NotFound() {
  const location = useLocation();
  // A block, not an arrow's value: newer browsers make scrollTo return a promise, and React
  // would call that as the effect's clean-up when the page leaves (a TypeError).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <section className="card mx-auto mt-10 max-w-xl text-center">
      <h1 className="mb-3 text-3xl font-extrabold">404 Page Not Found</h1>
      <p className="mb-4 text-slate-600 dark:text-slate-400">
        Did you forget to add the page to the router?
      </p>
      <p className="mb-6 font-mono text-sm text-muted">
        No route matches <code>{location.pathname}</code>
      </p>
      <Link to="/" className="btn-primary">
        Back to Home
      </Link>
    </section>
  );
}

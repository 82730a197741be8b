import { redirect } from "@remix-run/node";

// /forum redirects to the home page, whose Community Forum section lists the posts.
export const loader = () => redirect("/");

import { redirect } from "@remix-run/node";

// Spec 2 §2.1: /forum redirects to the home page, whose Community Forum section lists the posts.
export const loader = () => redirect("/");

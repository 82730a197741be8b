import { createTemplate } from "./test-database";

/** Migrates one template database per run; every test file then works on its own copy of it. */
export default function setup() {
  return createTemplate();
}

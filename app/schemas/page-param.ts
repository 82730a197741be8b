import { z } from "zod";

/**
 * A page number read from the URL: anything but a whole number from 1 up is page 1, and pages
 * past `max` are `max` (a list's state lives in links people share and edit).
 */
export const pageParam = (max: number) =>
  z.preprocess((v) => {
    const n = Math.floor(Number(v));
    return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : 1;
  }, z.number());

import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

// scrypt is memory-hard and ships with Node: no native add-on to build.
const KEY_LENGTH = 64;
const COST = { N: 16384, r: 8, p: 1 };
// Stands in for the salt of an account that does not exist (see verifyPassword).
const NO_ACCOUNT_SALT = Buffer.alloc(16);

function derive(password: string, salt: Buffer, params = COST): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

function parseHash(stored: string | null | undefined) {
  const [scheme, n, r, p, salt, hash] = (stored ?? "").split("$");
  if (scheme !== "scrypt" || !salt || !hash) return null;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  return { params, salt: Buffer.from(salt, "base64"), hash: Buffer.from(hash, "base64") };
}

/**
 * Checks a password against a stored hash. With no hash (an unknown tag) it still derives one
 * key at the usual cost and answers false, so a sign-in takes as long whether or not the tag
 * exists and its timing does not tell which tags are registered.
 */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parsed = parseHash(stored);
  const actual = await derive(password, parsed?.salt ?? NO_ACCOUNT_SALT, parsed?.params ?? COST);
  return (
    parsed !== null && actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash)
  );
}

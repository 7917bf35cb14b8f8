/**
 * Where uploaded files' bytes live: the api's data folder on an embedded set-up, an S3 bucket when
 * S3_BUCKET is set. Keys are made by the api (never from a sender's file name), so a key is
 * one safe path segment; each implementation refuses any other.
 */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  /** Writes (or replaces) the object under `key`. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

/** One path segment of letters, digits, dots, dashes and underscores, not starting with a dot. */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** Throws on a key that could name anything but one object of ours (`..`, `/`, NUL, ...). */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Refused storage key ${JSON.stringify(key.slice(0, 60))}.`);
}

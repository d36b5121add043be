import fs from 'node:fs';

/** What `npm run backup` writes next to the database file, and `npm run restore` reads. */
export type BackupManifest = {
  format: 1;
  createdAt: string;
  driver: 'pglite' | 'postgres';
  /** 'database', and 'uploads' / 'secrets' when there were any. */
  includes: string[];
};

/** Development keys generated into DATA_DIR (lib/secrets.ts): without them encrypted fields cannot be read. */
export const SECRETS_FILE = 'secrets.json';

/** Copies a file or a folder tree; false when there is nothing to copy. */
export const copyIfPresent = (from: string, to: string) => {
  if (!fs.existsSync(from)) return false;
  fs.cpSync(from, to, { recursive: true, errorOnExist: false });
  return true;
};

/** One line on stderr and exit 1 (the same rule as the server's start-up errors). */
export const fail = (message: string): never => {
  console.error(`Backup error: ${message}`);
  process.exit(1);
};

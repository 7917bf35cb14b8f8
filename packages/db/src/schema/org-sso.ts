import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { organizations } from './organizations';

/**
 * An organization's own OpenID Connect provider (issue 16), set by its admins. The client secret
 * is stored sealed (AES-256-GCM under a key derived from AUTH_SECRET) and never returned.
 */
export const organizationSso = pgTable('organization_sso', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  /** The issuer URL whose /.well-known/openid-configuration was read when it was saved. */
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  /** base64url(iv | tag | ciphertext). */
  clientSecretSealed: text('client_secret_sealed').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One sign-in attempt through an organization's provider, between the redirect to the provider and
 * its return: the browser holds the state in a cookie, this row holds what must not leave the
 * server (the PKCE verifier, the nonce) and is deleted when used or expired.
 */
export const organizationSsoLogins = pgTable(
  'organization_sso_logins',
  {
    /** SHA-256 of the state parameter (which the browser's cookie carries). */
    stateHash: text('state_hash').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** A same-site path to land on afterwards. */
    returnPath: text('return_path').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('organization_sso_logins_expires_idx').on(table.expiresAt)],
);

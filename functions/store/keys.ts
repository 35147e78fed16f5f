/**
 * Every key of the table is built here and nowhere else (STYLE.md: entities declared once).
 * `pk`/`sk` locate an item; `gsi1pk`/`gsi1sk` put it into a listed collection.
 */
export interface Key {
  pk: string;
  sk: string;
}

export const userKey = (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'PROFILE' });

/** Points an email at its user: the identity a sign-in carries (DESIGN.md, Invitations). */
export const userEmailKey = (email: string): Key => ({ pk: `EMAIL#${email}`, sk: 'USER' });

/** Names of the collections listed through gsi1. */
export const COLLECTION = { users: 'USERS', invitations: 'INVITATIONS' } as const;

export const usersCollection = (createdAt: string, userId: string) => ({
  gsi1pk: COLLECTION.users,
  gsi1sk: `${createdAt}#${userId}`,
});

/** A user's ledger: newest last by sort key, so a reverse Query reads newest first. */
export const ledgerPrefix = (userId: string): Key => ({ pk: `USER#${userId}`, sk: 'LEDGER#' });
export const ledgerEntryKey = (userId: string, createdAt: string, entryId: string): Key => ({
  pk: `USER#${userId}`,
  sk: `LEDGER#${createdAt}#${entryId}`,
});

export const invitationKey = (invitationId: string): Key => ({
  pk: `INVITATION#${invitationId}`,
  sk: 'INVITATION',
});

/** One open invitation per email: inviting the same address again re-sends it. */
export const invitationEmailKey = (email: string): Key => ({ pk: `EMAIL#${email}`, sk: 'INVITATION' });

/** The registration link's token is stored only as a hash: a table dump cannot be used to register. */
export const invitationTokenKey = (tokenHash: string): Key => ({
  pk: `INVITATION_TOKEN#${tokenHash}`,
  sk: 'INVITATION_TOKEN',
});

export const invitationsCollection = (createdAt: string, invitationId: string) => ({
  gsi1pk: COLLECTION.invitations,
  gsi1sk: `${createdAt}#${invitationId}`,
});

export const teamKey = (teamId: number): Key => ({
  pk: 'TEAMS',
  sk: `TEAM#${String(teamId).padStart(3, '0')}`,
});
export const teamsPartition = 'TEAMS';

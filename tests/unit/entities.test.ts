import { describe, expect, it } from 'vitest';
import { betEntity, userEntity } from '../../functions/store/entities';
import { recordOf, StoredItemInvalid } from '../../functions/store/entity';

const storedUser = {
  pk: 'USER#u1',
  sk: 'PROFILE',
  gsi1pk: 'USERS',
  gsi1sk: '2025-09-01T00:00:00.000Z#u1',
  entity: 'user',
  id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  balanceCents: 100_000,
  availableCents: 100_000,
  isActive: true,
  isPaused: false,
  emailNotifications: true,
  smsNotifications: false,
  betProposalSmsAlerts: false,
  createdAt: '2025-09-01T00:00:00.000Z',
  betsChangedAt: '2025-09-01T00:00:00.000Z',
  ledgerSequence: 1,
  searchText: 'ann lee ann@example.com',
};

describe('reading a stored item through its entity', () => {
  it('gives the record without its keys and index attributes, keeping attributes the entity does not name', () => {
    const user = recordOf(userEntity, { ...storedUser, addedLater: 'kept' });
    expect(user).not.toHaveProperty('pk');
    expect(user).not.toHaveProperty('gsi1sk');
    expect(user).not.toHaveProperty('entity');
    expect(user).toMatchObject({ id: 'u1', balanceCents: 100_000, addedLater: 'kept' });
  });

  it('refuses an item that is not as declared, naming the entity, its key and the attribute', () => {
    const read = () => recordOf(userEntity, { ...storedUser, balanceCents: '1000.00' });
    expect(read).toThrow(StoredItemInvalid);
    expect(read).toThrow(
      'The stored user at USER#u1 / PROFILE is not as declared: balanceCents must be a number',
    );
  });

  it('refuses a bet whose required attribute is missing', () => {
    expect(() => recordOf(betEntity, { pk: 'BET#b1', sk: 'BET', id: 'b1' })).toThrow(
      'The stored bet at BET#b1 / BET is not as declared: betType must be one of "spread", "over_under", "moneyline", "proposition"',
    );
  });
});

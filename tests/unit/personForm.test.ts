import { describe, expect, it } from 'vitest';
import { validatePersonForm } from '../../domain/personForm';

describe('validatePersonForm', () => {
  it('keys the §5 messages by form path', () => {
    expect(validatePersonForm({ personalDetails: { fullName: ' ', email: '', phone: null } })).toEqual({
      'personalDetails.fullName': 'Full Name is required',
      'personalDetails.email': 'Email is required',
      'personalDetails.phone': 'Phone is required',
    });
    expect(validatePersonForm({})).toHaveProperty(['personalDetails.fullName'], 'Full Name is required');
    expect(validatePersonForm({ personalDetails: { fullName: 'A', email: 'a@b.co', phone: '1' } })).toEqual({});
  });
});

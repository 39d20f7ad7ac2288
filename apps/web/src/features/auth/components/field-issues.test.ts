import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  loginBodySchema,
  registerBodySchema,
} from '@reelwright/contracts';
import { describe, expect, it } from 'vitest';
import { fieldIssues } from './field-issues';

describe('fieldIssues with the contract schemas', () => {
  it('finds nothing wrong with a valid sign-up', () => {
    expect(
      fieldIssues(registerBodySchema, {
        name: 'Ann Lee',
        email: ' Ann@Example.com ',
        password: 'correct horse',
      }),
    ).toEqual({});
  });

  it('reports empty fields as required', () => {
    expect(fieldIssues(registerBodySchema, { name: '  ', email: '', password: '' })).toEqual({
      name: { kind: 'required' },
      email: { kind: 'required' },
      password: { kind: 'required' },
    });
  });

  it('reports a malformed email as invalid', () => {
    expect(fieldIssues(loginBodySchema, { email: 'ann@', password: 'x' })).toEqual({
      email: { kind: 'invalid' },
    });
  });

  it('applies the password length rules on sign-up only', () => {
    expect(
      fieldIssues(registerBodySchema, { name: 'Ann', email: 'a@b.co', password: 'short' }),
    ).toEqual({ password: { kind: 'tooShort', min: PASSWORD_MIN } });
    expect(fieldIssues(loginBodySchema, { email: 'a@b.co', password: 'short' })).toEqual({});
    expect(
      fieldIssues(registerBodySchema, {
        name: 'Ann',
        email: 'a@b.co',
        password: 'x'.repeat(PASSWORD_MAX + 1),
      }),
    ).toEqual({ password: { kind: 'tooLong', max: PASSWORD_MAX } });
  });

  it('reports a name that is too long', () => {
    expect(
      fieldIssues(registerBodySchema, {
        name: 'x'.repeat(101),
        email: 'a@b.co',
        password: 'p'.repeat(8),
      }),
    ).toEqual({ name: { kind: 'tooLong', max: 100 } });
  });
});

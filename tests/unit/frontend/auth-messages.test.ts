import { beforeAll, describe, expect, it } from 'vitest';
import { loginErrorMessage } from '#web/features/auth/api/login';
import { registrationErrorMessage } from '#web/features/auth/api/register';
import { ApiError } from '#web/lib/api-client';

describe('sign-in failure message', () => {
  it("says 'Invalid email or password.' when the server refuses the credentials", () => {
    expect(loginErrorMessage(new ApiError(401, 'Invalid email or password.'))).toBe(
      'Invalid email or password.',
    );
    expect(
      loginErrorMessage(new ApiError(400, 'Invalid email address', { email: 'Invalid email address' })),
    ).toBe('Invalid email or password.');
  });

  it("shows the server's message when sign-in is throttled", () => {
    const message = 'Too many failed password attempts. Please try again later.';
    expect(loginErrorMessage(new ApiError(429, message))).toBe(message);
  });

  it('does not blame the password when the server cannot be reached or fails', () => {
    expect(loginErrorMessage(new ApiError(0, undefined))).toBe('An unexpected error occurred');
    expect(loginErrorMessage(new ApiError(503, undefined))).toBe('An unexpected error occurred');
    expect(loginErrorMessage(new Error('boom'))).toBe('An unexpected error occurred');
  });
});

describe('registration failure message', () => {
  it("shows the server's message", () => {
    expect(registrationErrorMessage(new ApiError(409, 'An account with this email already exists.'))).toBe(
      'An account with this email already exists.',
    );
  });

  it("says 'Registration failed' when the server sent no message", () => {
    expect(registrationErrorMessage(new ApiError(500, undefined))).toBe('Registration failed');
  });

  it("says 'An unexpected error occurred' on a network error", () => {
    expect(registrationErrorMessage(new ApiError(0, undefined))).toBe('An unexpected error occurred');
    expect(registrationErrorMessage(new TypeError('Failed to fetch'))).toBe('An unexpected error occurred');
  });
});

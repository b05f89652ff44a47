import { Messages } from '@fasttrack/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, ClientErrorCode } from './api-error';
import { apiErrorMessage, toApiError } from './api-error-message';

const refused = new ApiError('This booking can no longer be cancelled.', {
  status: 409,
  code: 'CONFLICT',
  details: { id: 'too late' },
});
const unusable = new ApiError(Messages.unexpectedError, { status: 200, code: ClientErrorCode.INVALID_RESPONSE });

describe('the §8 message of a failure', () => {
  it("shows the server's sentence", () => {
    expect(apiErrorMessage(refused, 'Failed to cancel booking')).toBe('This booking can no longer be cancelled.');
  });

  it('shows the network message when no answer came', () => {
    const offline = new ApiError(Messages.networkError, { status: null, code: ClientErrorCode.NETWORK_ERROR });
    expect(apiErrorMessage(offline, 'Login failed')).toBe(Messages.networkError);
  });

  it('falls back when the answer was unusable, or the value carries no message', () => {
    expect(apiErrorMessage(unusable, 'Login failed')).toBe('Login failed');
    expect(apiErrorMessage(new Error(''), 'Login failed')).toBe('Login failed');
    expect(apiErrorMessage('boom', 'Login failed')).toBe('Login failed');
  });

  it('as an ApiError keeps status, code and field details', () => {
    expect(toApiError(refused, 'x')).toBe(refused);
    expect(toApiError(unusable, 'Registration failed')).toMatchObject({
      message: 'Registration failed',
      status: 200,
      code: ClientErrorCode.INVALID_RESPONSE,
    });
    expect(toApiError(new TypeError('bad'), 'x')).toMatchObject({ message: 'bad', status: null, code: 'UNEXPECTED' });
  });
});

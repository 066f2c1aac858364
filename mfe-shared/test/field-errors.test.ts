import { ApiError, fieldErrors } from '../src';

describe('fieldErrors (a refusal mapped onto the form: admin, portal and lead forms alike)', () => {
  it("names each field as the form does: the API's body.<field> path loses its prefix", () => {
    const error = new ApiError(422, 'Unprocessable', {
      detail: 'Check the fields.',
      fields: { 'body.name': 'Name is required!', 'body.new_password': 'Too common.' },
    });
    expect(fieldErrors(error)).toEqual({ name: 'Name is required!', new_password: 'Too common.' });
  });

  it('is null when the answer names no usable field, so the form shows the detail instead', () => {
    expect(fieldErrors(new ApiError(409, 'Conflict', { detail: 'Stale.' }))).toBeNull();
    expect(fieldErrors(new ApiError(422, 'Unprocessable', { detail: 'x', fields: { 'body.name': 42 } }))).toBeNull();
    expect(fieldErrors(new ApiError('FETCH_ERROR', 'offline'))).toBeNull();
    expect(fieldErrors(new Error('not from the API'))).toBeNull();
  });
});

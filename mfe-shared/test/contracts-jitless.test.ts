// The site's CSP has no 'unsafe-eval' (shell/server/security-headers.ts). Loading the contracts in
// the browser must therefore not make zod try `new Function`: the browser reports even a caught
// try as a policy violation (mfe-shared/src/contracts/zod-jitless.ts).
test('the contracts load and parse without zod trying new Function', async () => {
  const functionConstructor = jest.spyOn(globalThis, 'Function');
  try {
    await jest.isolateModulesAsync(async () => {
      const { loginRequestSchema, MESSAGES } = await import('mfe-shared/contracts');
      expect(loginRequestSchema.safeParse({ username: 'asha@example.com', password: 'long enough' }).success).toBe(true);
      const bad = loginRequestSchema.safeParse({ username: 'asha', password: 'short' });
      expect(bad.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.email, MESSAGES.password]);
    });
    expect(functionConstructor).not.toHaveBeenCalled();
  } finally {
    functionConstructor.mockRestore();
  }
});

// The start-up check loads its two schemas alone (src/contracts/session.ts, decision 036), not
// `mfe-shared/contracts`: they must turn zod's jitless mode on themselves, or zod tries
// `new Function`, which the site's CSP reports. A file of its own: zod keeps its config on
// globalThis, so a test that loaded the whole contracts first would hide a missing import.
test("the session check's schemas load and parse without zod trying new Function", async () => {
  const functionConstructor = jest.spyOn(globalThis, 'Function');
  try {
    await jest.isolateModulesAsync(async () => {
      const { accessTokenResponseSchema } = await import('../src/contracts/session');
      expect(accessTokenResponseSchema.safeParse({ access_token: 'a-token' }).success).toBe(true);
      expect(accessTokenResponseSchema.safeParse({ access_token: '' }).success).toBe(false);
    });
    expect(functionConstructor).not.toHaveBeenCalled();
  } finally {
    functionConstructor.mockRestore();
  }
});

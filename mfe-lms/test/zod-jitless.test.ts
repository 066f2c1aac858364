// The site's CSP has no 'unsafe-eval' (shell/server/security-headers.ts). The portal's screens now
// bundle their schemas from the contracts' sub-paths instead of `mfe-shared/contracts` (decision
// 036), so the route tree itself must turn zod's jitless mode on before a screen parses anything:
// otherwise zod tries `new Function` once, which the browser reports as a policy violation.
test("the portal's route tree loads and a screen's schema parses without zod trying new Function", async () => {
  const functionConstructor = jest.spyOn(globalThis, 'Function');
  try {
    await jest.isolateModulesAsync(async () => {
      await import('../src/app/lms-routes');
      const { coursesListResponseSchema } = await import('@sap-academy/contracts/courses');
      expect(coursesListResponseSchema.safeParse({ results: [] }).success).toBe(true);
      expect(coursesListResponseSchema.safeParse({ results: 'none' }).success).toBe(false);
    });
    expect(functionConstructor).not.toHaveBeenCalled();
  } finally {
    functionConstructor.mockRestore();
  }
});

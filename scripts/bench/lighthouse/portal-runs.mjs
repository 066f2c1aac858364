// The portal as fast as the public site. Lighthouse on the portal's screens a student
// spends time on, signed in: the token is in localStorage and the API's session cookie in the
// cookie jar before the page loads, as for a returning student (decisions 152 and 031: the page
// server renders the page signed in from the cookie). Lighthouse's Chromium starts from a fresh copy of a profile that holds only
// that token (--disable-storage-reset keeps it; the copy keeps every run's HTTP cache cold).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, ensureChromium } from '../../lib/ensure-system.mjs';
import { enrolledStudent } from '../../lib/enrolled-student.mjs';

export const PORTAL_TARGETS = { formFactor: 'mobile', score: 0.95, lcpMs: 1500, tbtMs: 100 };
/** The portal's pages measured against PORTAL_TARGETS (the visitor's /lms is a bench route too). */
export const PORTAL_ROUTES = ['/lms', 'signed in: /lms', 'signed in: class viewer'];

/** A student, and a Chromium profile template whose localStorage holds the student's token. */
export async function signedInProfile(shellUrl, apiUrl, dir) {
  const student = await enrolledStudent(apiUrl);
  const template = await mkdtemp(path.join(dir, 'signed-in-profile-'));
  const context = await chromium.launchPersistentContext(template, { executablePath: await ensureChromium(), args: [...CHROMIUM_ARGS] });
  try {
    const page = await context.newPage();
    await page.goto(`${shellUrl}/runtime-config.json`);
    await page.evaluate((token) => localStorage.setItem('token', token), student.token);
    // As the API sets it at sign-in (api/src/lib/session-cookie.ts); cookies ignore ports, so the
    // API's cookie on localhost reaches the page server on localhost.
    await context.addCookies([
      {
        name: 'sap_session',
        value: student.token,
        url: shellUrl,
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        expires: Math.floor(Date.now() / 1000) + 3600,
      },
    ]);
  } finally {
    await context.close();
  }
  const paths = { 'signed in: /lms': '/lms', 'signed in: class viewer': student.viewer };
  return {
    paths,
    /** A fresh copy of the template for one run; removed by the caller's `dir` clean-up. */
    async copy(id) {
      const profile = path.join(dir, `profile-signed-in-${id}`);
      await rm(profile, { recursive: true, force: true });
      await cp(template, profile, { recursive: true });
      return profile;
    },
  };
}

/** @returns {{route: string, name: string, actual: string, limit: string, met: boolean}[]} */
export function portalChecks(summary) {
  const checks = [];
  for (const route of PORTAL_ROUTES) {
    const a = summary.get(`${route} ${PORTAL_TARGETS.formFactor} a`);
    if (!a) continue;
    checks.push(
      { route, name: 'score', actual: a.score.median.toFixed(2), limit: `>= ${PORTAL_TARGETS.score}`, met: a.score.median >= PORTAL_TARGETS.score },
      {
        route,
        name: 'LCP',
        actual: `${(a.lcp.median / 1000).toFixed(2)} s`,
        limit: `<= ${PORTAL_TARGETS.lcpMs / 1000} s`,
        met: a.lcp.median <= PORTAL_TARGETS.lcpMs,
      },
      { route, name: 'TBT', actual: `${Math.round(a.tbt.median)} ms`, limit: `<= ${PORTAL_TARGETS.tbtMs} ms`, met: a.tbt.median <= PORTAL_TARGETS.tbtMs },
    );
  }
  return checks;
}

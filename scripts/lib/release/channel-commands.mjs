// switch, canary, promote, rollback and status of a remote's release channel (decisions 125, 311).
// A command reads the channel's version and sends it; a 409 (someone released in between, or
// nothing to promote or roll back to) is reported with the API's detail and never retried: the
// operator looks at `status` again and decides.
import { openAdminApi } from './admin-api.mjs';

/** @typedef {import('./admin-api.mjs').Channel} Channel @typedef {import('./admin-api.mjs').Command} Command */

/** The channel key: a remote's federation name (mfe_lms) from it or its workspace name (mfe-lms). */
export const federationName = (remote) => remote.replace(/-/g, '_');

const share = (n) => (n === null || n === undefined ? '' : ` (${n} % of visitors)`);

/**
 * One line per release: remote, action, from → to, share.
 * @param {string} action @param {Channel | undefined} before @param {Channel} after
 */
export function releaseLine(action, before, after) {
  if (action === 'canary') return `${after.remote} canary ${after.stable_version} → ${after.candidate_version}${share(after.candidate_share)}`;
  const from = action === 'rollback' ? (before?.candidate_version ?? before?.stable_version) : before?.stable_version;
  return `${after.remote} ${action} ${from ?? '(none)'} → ${after.stable_version}`;
}

const IST = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

/** @param {Channel} channel */
export const channelLine = (channel) =>
  `${channel.remote} stable ${channel.stable_version}` +
  (channel.candidate_version ? `, candidate ${channel.candidate_version}${share(channel.candidate_share)}` : ', no candidate') +
  ` (channel version ${channel.version})`;

/**
 * Runs one command on `remote`'s channel.
 * @param {{ baseUrl: string, username: string, password: string }} settings
 * @param {string} remote
 * @param {Command} command
 * @param {{ expectVersion?: number, say: (line: string) => void }} options
 *   expectVersion: the channel version the operator decided on (from `status`); without it, the one read now
 */
export async function runChannelCommand(settings, remote, command, { expectVersion, say }) {
  const api = await openAdminApi(settings);
  const name = federationName(remote);
  const before = (await api.releases()).channels.find((c) => c.remote === name);
  const after = await api.send(name, expectVersion ?? before?.version ?? 0, command);
  say(releaseLine(command.action, before, after));
  return after;
}

/**
 * Every channel (or one), and its latest releases.
 * @param {{ baseUrl: string, username: string, password: string }} settings
 * @param {string | undefined} remote
 * @param {(line: string) => void} say
 */
export async function showStatus(settings, remote, say) {
  const api = await openAdminApi(settings);
  const { channels, history } = await api.releases();
  const name = remote && federationName(remote);
  const shown = name ? channels.filter((c) => c.remote === name) : channels;
  if (shown.length === 0) say(name ? `${name} has no release channel yet: switch it to a build first` : 'no release channels yet');
  for (const channel of shown) {
    say(channelLine(channel));
    for (const r of history.filter((h) => h.remote === channel.remote).slice(0, 5)) {
      const why = r.reason ? `: ${r.reason}` : '';
      say(`  ${IST.format(new Date(r.created_at))} IST ${r.action} ${r.from_version ?? '(none)'} → ${r.to_version}${share(r.share)} by ${r.actor}${why}`);
    }
  }
  return shown;
}

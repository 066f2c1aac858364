// Releases (decision 125): which build of each part of the site visitors get, every release with
// who, when, from and to, the two steps staff take here (promote a candidate, roll back), and the
// automatic rollback's settings. Publishing, switching and starting a canary stay in the release
// command, where the build and its compatibility gate run. Admins only.
import { QueryState } from 'mfe-shared/ui/query-state';
import { Screen, Section } from '../../components/page';
import { useListParams } from '../../lib/use-list-params';
import { useReleases } from '../release-channels';
import { ChannelCard } from './channel-card';
import { GuardSettings } from './guard-form';
import { ReleaseHistory } from './release-history';

export function ReleasesPage() {
  // The history's page is in the URL (decision 026): Back and a reload keep it.
  const params = useListParams({ filters: {} });
  const { data, error, mutate } = useReleases(params.state.page);
  return (
    <Screen title="Releases">
      <p>
        Which build of each part of the site visitors get. Builds are published, switched to and started as a canary for a share of visitors with the release
        command (<code>npm run release -w &lt;part&gt;</code>); here you promote a candidate to everyone or roll back. Site speed compares a candidate with its
        stable build.
      </p>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(releases) => (
          <>
            <Section aria-labelledby="channels-heading">
              <h2 id="channels-heading">Channels</h2>
              {releases.channels.length === 0 ? (
                <p>No part of the site has been released with the release command yet.</p>
              ) : (
                releases.channels.map((channel) => <ChannelCard key={channel.remote} channel={channel} onChanged={() => mutate()} />)
              )}
            </Section>
            <Section aria-labelledby="history-heading">
              <h2 id="history-heading">History</h2>
              <ReleaseHistory releases={releases} onPage={params.setPage} />
            </Section>
          </>
        )}
      </QueryState>
      <GuardSettings />
    </Screen>
  );
}

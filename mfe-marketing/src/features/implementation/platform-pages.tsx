// One lazy chunk per route: each platform page is its own default export.
import { PLATFORMS } from '../../content/implementation';
import { PlatformPage } from './platform-page';

const platform = (slug: string) => PLATFORMS.find((p) => p.slug === slug)!;

export default function PlatformRoute({ slug }: { slug: string }) {
  return <PlatformPage platform={platform(slug)} />;
}

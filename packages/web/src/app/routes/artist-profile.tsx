import { useParams } from 'wouter';
import { PublicPage } from '../public-page';
import { ArtistProfile } from '../../features/profiles/components/artist-profile';

/** One public artist profile, rendered by the server with its data (docs/pages.md#artist-profiles). */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <PublicPage>
      <ArtistProfile slug={slug} />
    </PublicPage>
  );
}
